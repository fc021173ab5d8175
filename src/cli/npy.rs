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

pub fn read(bytes: &[u8]) -> Result<Npy, String> {
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
            (u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize, 12)
        }
        v => return Err(format!("unsupported .npy format version {v}")),
    };
    let header = bytes.get(hstart..hstart + hlen).ok_or("truncated .npy header")?;
    let h = std::str::from_utf8(header).map_err(|_| "bad .npy header")?;
    let descr = dict_value(h, "descr").ok_or("no descr in .npy header")?;
    let descr = descr.strip_prefix('\'').and_then(|d| d.split('\'').next()).ok_or("bad descr in .npy header")?.to_string();
    if descr.starts_with('>') && !descr.ends_with('1') {
        return Err(format!("big-endian dtype {descr} is not supported"));
    }
    if dict_value(h, "fortran_order").is_some_and(|v| v.starts_with("True")) {
        return Err("Fortran-order arrays are not supported; save in C order".into());
    }
    let shape_s = dict_value(h, "shape").ok_or("no shape in .npy header")?;
    let inner = shape_s.strip_prefix('(').and_then(|s| s.split(')').next()).ok_or("bad shape in .npy header")?;
    let shape: Vec<u64> = inner.split(',').map(|x| x.trim()).filter(|x| !x.is_empty()).map(|x| x.parse::<u64>().map_err(|_| "bad shape in .npy header")).collect::<Result<_, _>>()?;
    let size = descr_size(&descr).ok_or_else(|| format!("unsupported dtype {descr}"))?;
    let n = shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d)).ok_or("array too large")?;
    let nbytes = (n as usize).checked_mul(size).ok_or("array too large")?;
    let data = bytes.get(hstart + hlen..hstart + hlen + nbytes).ok_or("truncated .npy data")?.to_vec();
    Ok(Npy { descr, shape, data })
}

pub fn write(path: &std::path::Path, a: &Npy) -> std::io::Result<()> {
    let shape = match a.shape.len() {
        0 => "()".to_string(),
        1 => format!("({},)", a.shape[0]),
        _ => format!("({})", a.shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    };
    let mut h = format!("{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}", a.descr);
    let total = 10 + h.len() + 1;
    h.push_str(&" ".repeat((64 - total % 64) % 64));
    h.push('\n');
    let mut f = std::fs::File::create(path)?;
    f.write_all(b"\x93NUMPY\x01\x00")?;
    f.write_all(&(h.len() as u16).to_le_bytes())?;
    f.write_all(h.as_bytes())?;
    f.write_all(&a.data)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let dir = std::env::temp_dir().join(format!("tileref-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("a.npy");
        let a = Npy { descr: "<f4".into(), shape: vec![2, 3], data: (0..24).collect() };
        write(&p, &a).unwrap();
        let b = read(&std::fs::read(&p).unwrap()).unwrap();
        assert_eq!(a, b);
        assert!(read(b"garbage").is_err());
    }
}
