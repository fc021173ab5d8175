//! Minimal .npy reading and writing (format versions 1–3, little-endian, C order).

use std::io::Write;

#[derive(Clone, Debug, PartialEq)]
pub struct Npy {
    /// The dtype descriptor, e.g. `<f4`, `|u1`, `|b1`.
    pub descr: String,
    pub shape: Vec<u64>,
    pub data: Vec<u8>,
}

pub fn descr_size(d: &str) -> Option<usize> {
    let body = d.trim_start_matches(['<', '>', '|', '=']);
    let (kind, n) = body.split_at(1.min(body.len()));
    let n: usize = n.parse().ok()?;
    matches!(kind, "f" | "i" | "u" | "b").then_some(n)
}

fn dict_value<'a>(h: &'a str, key: &str) -> Option<&'a str> {
    let k = h.find(&format!("'{key}'"))?;
    let rest = &h[k + key.len() + 2..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    Some(rest)
}

/// The header of a .npy file: (descr, shape, offset of the data, data bytes).
fn header(bytes: &[u8]) -> Result<(String, Vec<u64>, usize, usize), String> {
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err("not a .npy file (bad magic)".into());
    }
    let major = bytes[6];
    let (hlen, hstart) = match major {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 => {
            if bytes.len() < 12 {
                return Err("truncated .npy header".into());
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        v => return Err(format!("unsupported .npy format version {v}")),
    };
    let header = bytes
        .get(hstart..hstart + hlen)
        .ok_or("truncated .npy header")?;
    let h = std::str::from_utf8(header).map_err(|_| "bad .npy header")?;
    let descr = dict_value(h, "descr").ok_or("no descr in .npy header")?;
    let descr = descr
        .strip_prefix('\'')
        .and_then(|d| d.split('\'').next())
        .ok_or("bad descr in .npy header")?
        .to_string();
    if descr.starts_with('>') && !descr.ends_with('1') {
        return Err(format!("big-endian dtype {descr} is not supported"));
    }
    if dict_value(h, "fortran_order").is_some_and(|v| v.starts_with("True")) {
        return Err("Fortran-order arrays are not supported; save in C order".into());
    }
    let shape_s = dict_value(h, "shape").ok_or("no shape in .npy header")?;
    let inner = shape_s
        .strip_prefix('(')
        .and_then(|s| s.split(')').next())
        .ok_or("bad shape in .npy header")?;
    let shape: Vec<u64> = inner
        .split(',')
        .map(|x| x.trim())
        .filter(|x| !x.is_empty())
        .map(|x| x.parse::<u64>().map_err(|_| "bad shape in .npy header"))
        .collect::<Result<_, _>>()?;
    let size = descr_size(&descr).ok_or_else(|| format!("unsupported dtype {descr}"))?;
    let n = shape
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .ok_or("array too large")?;
    let nbytes = (n as usize).checked_mul(size).ok_or("array too large")?;
    Ok((descr, shape, hstart + hlen, nbytes))
}

/// Reads a .npy file held in memory (the reference `read_file` is tested against).
#[cfg(test)]
pub fn read(bytes: &[u8]) -> Result<Npy, String> {
    let (descr, shape, start, nbytes) = header(bytes)?;
    let data = bytes
        .get(start..start + nbytes)
        .ok_or("truncated .npy data")?
        .to_vec();
    Ok(Npy { descr, shape, data })
}

/// Reads a .npy file with its data copied once, straight from the file into the array's
/// buffer (inputs are often the largest thing a run holds).
pub fn read_file(path: &std::path::Path) -> Result<Npy, String> {
    let (descr, shape, data) = read_file_into(path, read_vec)?;
    Ok(Npy { descr, shape, data })
}

/// As [`read_file`], the data going into the buffer `alloc` makes from its byte count, the
/// data bytes read with the header and the file: (descr, shape, data).
pub fn read_file_into<B>(
    path: &std::path::Path,
    alloc: impl FnOnce(usize, &[u8], &mut std::fs::File) -> Result<B, String>,
) -> Result<(String, Vec<u64>, B), String> {
    let mut f = std::fs::File::open(path).map_err(|e| e.to_string())?;
    // Magic, version and header length, then the header.
    let mut head = vec![0u8; 12];
    let got = read_up_to(&mut f, &mut head).map_err(|e| e.to_string())?;
    head.truncate(got);
    if head.len() < 10 || &head[..6] != b"\x93NUMPY" {
        return Err("not a .npy file (bad magic)".into());
    }
    let hlen = match head[6] {
        1 => u16::from_le_bytes([head[8], head[9]]) as usize + 10,
        _ if head.len() == 12 => {
            u32::from_le_bytes([head[8], head[9], head[10], head[11]]) as usize + 12
        }
        _ => return Err("truncated .npy header".into()),
    };
    if hlen > 1 << 20 {
        return Err("bad .npy header length".into());
    }
    if hlen > head.len() {
        let mut rest = vec![0u8; hlen - head.len()];
        let got = read_up_to(&mut f, &mut rest).map_err(|e| e.to_string())?;
        head.extend_from_slice(&rest[..got]);
    }
    let (descr, shape, start, nbytes) = header(&head)?;
    // A file shorter than its header says is refused before its buffer is made.
    let have = f
        .metadata()
        .ok()
        .filter(|m| m.is_file())
        .map_or(u64::MAX, |m| m.len());
    if have < (start as u64).saturating_add(nbytes as u64) {
        return Err("truncated .npy data".into());
    }
    let early = &head[start.min(head.len())..];
    let early = &early[..early.len().min(nbytes)];
    let buf = alloc(nbytes, early, &mut f)?;
    Ok((descr, shape, buf))
}

/// Fills `data` with `early` (data bytes read with the header) and then the rest from `f`.
fn fill_from(data: &mut [u8], early: &[u8], f: &mut std::fs::File) -> Result<(), String> {
    data[..early.len()].copy_from_slice(early);
    if read_up_to(f, &mut data[early.len()..]).map_err(|e| e.to_string())?
        < data.len() - early.len()
    {
        return Err("truncated .npy data".into());
    }
    Ok(())
}

/// A vector of the `n` data bytes: `early`, then the rest read from `f` straight into the
/// vector's spare capacity (no zeroing first).
fn read_vec(n: usize, early: &[u8], f: &mut std::fs::File) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|_| "array too large for memory")?;
    v.extend_from_slice(early);
    f.take((n - early.len()) as u64)
        .read_to_end(&mut v)
        .map_err(|e| e.to_string())?;
    if v.len() < n {
        return Err("truncated .npy data".into());
    }
    Ok(v)
}

/// A host buffer in an anonymous mapping of its own, its pages made present in one call
/// before it is filled (not faulted in one at a time), with transparent huge pages advised
/// from 2 MiB up (the allocator's own pages stay small, which keeps a small run's memory
/// small).
pub struct MappedBuffer(memmap2::MmapMut);

impl AsRef<[u8]> for MappedBuffer {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

impl AsMut<[u8]> for MappedBuffer {
    fn as_mut(&mut self) -> &mut [u8] {
        &mut self.0
    }
}

/// Buffers from this many bytes on are [`MappedBuffer`]s.
pub const MAPPED_BUFFER: usize = 64 << 10;
/// Mapped buffers from this many bytes on have transparent huge pages advised.
pub const HUGE_PAGES: usize = 2 << 20;

/// A [`MappedBuffer`] of `n` zero bytes, if `n` is large enough for one and the mapping is made.
fn mapped_buffer(n: usize) -> Option<MappedBuffer> {
    if n < MAPPED_BUFFER {
        return None;
    }
    let m = memmap2::MmapMut::map_anon(n).ok()?;
    // Both only advice: without them the pages are faulted in as they are first written.
    #[cfg(target_os = "linux")]
    {
        if n >= HUGE_PAGES {
            let _ = m.advise(memmap2::Advice::HugePage);
        }
        let _ = m.advise(memmap2::Advice::PopulateWrite);
    }
    Some(MappedBuffer(m))
}

/// The host buffer of a .npy array's `n` data bytes, filled from `early` and `f` (see
/// [`read_file_into`]).
pub fn host_buffer(
    n: usize,
    early: &[u8],
    f: &mut std::fs::File,
) -> Result<tileref_interp::memory::Buffer, String> {
    use tileref_interp::memory::Buffer;
    match mapped_buffer(n) {
        Some(mut m) => {
            fill_from(&mut m.0, early, f)?;
            Ok(Buffer::Host(Box::new(m)))
        }
        None => read_vec(n, early, f).map(Buffer::Owned),
    }
}

/// A host buffer of `n` zero bytes.
pub fn zeroed_buffer(n: usize) -> Result<tileref_interp::memory::Buffer, String> {
    use tileref_interp::memory::Buffer;
    match mapped_buffer(n) {
        Some(m) => Ok(Buffer::Host(Box::new(m))),
        None => {
            let mut v = Vec::new();
            v.try_reserve_exact(n)
                .map_err(|_| "array too large for memory")?;
            v.resize(n, 0);
            Ok(Buffer::Owned(v))
        }
    }
}

fn read_up_to(f: &mut std::fs::File, buf: &mut [u8]) -> std::io::Result<usize> {
    use std::io::Read;
    let mut n = 0;
    while n < buf.len() {
        match f.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

#[cfg(test)]
pub fn write(path: &std::path::Path, a: &Npy) -> std::io::Result<()> {
    write_parts(path, &a.descr, &a.shape, &a.data)
}

/// Writes a .npy file from its parts (the data written from where it lies, without a copy).
/// The file is written as a new file: one at `path` is removed first (ext4, for one, starts
/// writing a file out on close when it was truncated to zero and rewritten).
pub fn write_parts(
    path: &std::path::Path,
    descr: &str,
    shape: &[u64],
    data: &[u8],
) -> std::io::Result<()> {
    let shape = match shape.len() {
        0 => "()".to_string(),
        1 => format!("({},)", shape[0]),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut h = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    let total = 10 + h.len() + 1;
    h.push_str(&" ".repeat((64 - total % 64) % 64));
    h.push('\n');
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let mut f = std::fs::File::create(path)?;
    f.write_all(b"\x93NUMPY\x01\x00")?;
    f.write_all(&(h.len() as u16).to_le_bytes())?;
    f.write_all(h.as_bytes())?;
    f.write_all(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let dir = std::env::temp_dir().join(format!("tileref-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("a.npy");
        let a = Npy {
            descr: "<f4".into(),
            shape: vec![2, 3],
            data: (0..24).collect(),
        };
        write(&p, &a).unwrap();
        let b = read(&std::fs::read(&p).unwrap()).unwrap();
        assert_eq!(a, b);
        assert_eq!(read_file(&p).unwrap(), a);
        assert!(read(b"garbage").is_err());
        std::fs::write(&p, b"garbage").unwrap();
        assert!(read_file(&p).is_err());
    }

    /// `read_file` (header read first, data straight into the buffer) against `read` on whole
    /// files: every format version, header lengths across the first read, truncations.
    #[test]
    fn read_file_matches_read() {
        let dir = std::env::temp_dir().join(format!("tileref-npy-rf-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("a.npy");
        for version in [1u8, 2, 3] {
            for pad in [0usize, 1, 7, 64, 5000] {
                for n in [0usize, 1, 5, 4096] {
                    let mut h = format!(
                        "{{'descr': '<u2', 'fortran_order': False, 'shape': ({n},), }}{}",
                        " ".repeat(pad)
                    );
                    h.push('\n');
                    let mut f = b"\x93NUMPY".to_vec();
                    f.push(version);
                    f.push(0);
                    if version == 1 {
                        f.extend((h.len() as u16).to_le_bytes());
                    } else {
                        f.extend((h.len() as u32).to_le_bytes());
                    }
                    f.extend(h.as_bytes());
                    f.extend((0..2 * n).map(|i| (i * 7) as u8));
                    for cut in [f.len(), f.len().saturating_sub(1), 11, 9] {
                        std::fs::write(&p, &f[..cut]).unwrap();
                        assert_eq!(
                            read_file(&p),
                            read(&f[..cut]),
                            "version {version} pad {pad} n {n} cut {cut}"
                        );
                    }
                }
            }
        }
    }
}
