//! Byte-level primitives of the format: LEB128 varints, zigzag, little-endian integers,
//! length-prefixed arrays and padding, for both directions.

use super::BytecodeError;

/// The byte written into alignment padding (readers ignore its value).
pub const PAD_BYTE: u8 = 0xCB;

/// A growing output buffer.
#[derive(Default, Clone)]
pub struct Out {
    pub buf: Vec<u8>,
}

impl Out {
    pub fn new() -> Out {
        Out { buf: Vec::new() }
    }
    pub fn len(&self) -> usize {
        self.buf.len()
    }
    #[allow(dead_code)]
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }
    /// Unsigned LEB128, minimal form.
    pub fn varint(&mut self, mut v: u64) {
        loop {
            let b = (v & 0x7F) as u8;
            v >>= 7;
            if v == 0 {
                self.buf.push(b);
                return;
            }
            self.buf.push(b | 0x80);
        }
    }
    /// Zigzag of the 64-bit pattern taken as a signed integer, then a varint.
    pub fn svarint(&mut self, v: u64) {
        self.varint((v << 1) ^ (((v as i64) >> 63) as u64));
    }
    pub fn le(&mut self, v: u64, width: usize) {
        for i in 0..width {
            self.buf.push((v >> (8 * i)) as u8);
        }
    }
    /// Count, then `width`-byte little-endian elements.
    pub fn le_array(&mut self, vals: &[i64], width: usize) {
        self.varint(vals.len() as u64);
        for &v in vals {
            self.le(v as u64, width);
        }
    }
    /// Pads with [`PAD_BYTE`] up to a multiple of `align` (measured from the buffer start).
    pub fn align(&mut self, align: usize) {
        while !self.buf.len().is_multiple_of(align) {
            self.buf.push(PAD_BYTE);
        }
    }
}

/// A bounds-checked cursor over a slice; `base` is the slice's offset in the whole file, so
/// errors name absolute positions.
#[derive(Clone, Copy)]
pub struct In<'a> {
    pub data: &'a [u8],
    pub pos: usize,
    pub base: usize,
}

pub type R<T> = Result<T, BytecodeError>;

impl<'a> In<'a> {
    pub fn new(data: &'a [u8], base: usize) -> In<'a> {
        In { data, pos: 0, base }
    }
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }
    pub fn at_end(&self) -> bool {
        self.pos >= self.data.len()
    }
    pub fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(BytecodeError::at(self.offset(), msg))
    }
    fn truncated<T>(&self, what: &str) -> R<T> {
        self.err(format!("unexpected end of data while reading {what}"))
    }
    pub fn byte(&mut self, what: &str) -> R<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.truncated(what),
        }
    }
    pub fn take(&mut self, n: usize, what: &str) -> R<&'a [u8]> {
        if n > self.remaining() {
            return self.err(format!(
                "{what} needs {n} bytes but only {} remain",
                self.remaining()
            ));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    /// Unsigned LEB128 of at most 10 bytes; non-minimal forms are accepted.
    pub fn varint(&mut self, what: &str) -> R<u64> {
        let start = self.offset();
        let mut v: u64 = 0;
        for i in 0..10 {
            let b = self.byte(what)?;
            let chunk = (b & 0x7F) as u64;
            if i == 9 && chunk > 1 {
                return Err(BytecodeError::at(
                    start,
                    format!("varint for {what} overflows 64 bits"),
                ));
            }
            v |= chunk << (7 * i);
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(BytecodeError::at(
            start,
            format!("varint for {what} is longer than 10 bytes"),
        ))
    }
    /// A varint that must not exceed `max`.
    pub fn varint_max(&mut self, max: u64, what: &str) -> R<u64> {
        let at = self.offset();
        let v = self.varint(what)?;
        if v > max {
            return Err(BytecodeError::at(
                at,
                format!("{what} {v} exceeds the maximum {max}"),
            ));
        }
        Ok(v)
    }
    /// A count of items each taking at least `min_each` bytes: bounded by what remains, so a
    /// corrupt count can never make the reader reserve memory the file does not back.
    pub fn count(&mut self, min_each: usize, what: &str) -> R<usize> {
        let at = self.offset();
        let n = self.varint(what)?;
        let fits = (self.remaining() / min_each.max(1)) as u64;
        if n > fits {
            return Err(BytecodeError::at(
                at,
                format!(
                    "{what} {n} is larger than the {} remaining bytes can hold",
                    self.remaining()
                ),
            ));
        }
        Ok(n as usize)
    }
    /// The bit pattern of a float attribute wider than 8 bits. The reference (C++) writer
    /// zigzags the 64-bit pattern taken as a signed integer. cuTile Python 1.7.0 zigzags it as
    /// an unbounded non-negative integer, so patterns with bit 63 set (negative f64 values)
    /// take 65 bits: an even varint of 2^64 or more can only come from that writer, and is
    /// decoded its way (NVIDIA's own reader truncates it and gets the wrong value).
    pub fn float_bits(&mut self, what: &str) -> R<u64> {
        let start = self.offset();
        let mut v: u128 = 0;
        for i in 0..10 {
            let b = self.byte(what)?;
            v |= ((b & 0x7F) as u128) << (7 * i);
            if b & 0x80 == 0 {
                if v >> 64 == 0 {
                    let v = v as u64;
                    return Ok((v >> 1) ^ (!(v & 1)).wrapping_add(1));
                }
                if v & 1 == 0 && v >> 65 == 0 {
                    return Ok((v >> 1) as u64);
                }
                return Err(BytecodeError::at(
                    start,
                    format!("varint for {what} overflows 64 bits"),
                ));
            }
        }
        Err(BytecodeError::at(
            start,
            format!("varint for {what} is longer than 10 bytes"),
        ))
    }
    /// Zigzag-decoded varint, as a 64-bit pattern.
    pub fn svarint(&mut self, what: &str) -> R<u64> {
        let v = self.varint(what)?;
        Ok((v >> 1) ^ (!(v & 1)).wrapping_add(1))
    }
    pub fn le(&mut self, width: usize, what: &str) -> R<u64> {
        let b = self.take(width, what)?;
        Ok(b.iter().rev().fold(0u64, |a, &x| (a << 8) | x as u64))
    }
    /// Count, then `width`-byte little-endian signed elements.
    pub fn le_array(&mut self, width: usize, what: &str) -> R<Vec<i64>> {
        let n = self.count(width, what)?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            let raw = self.le(width, what)?;
            let shift = 64 - 8 * width as u32;
            v.push(((raw << shift) as i64) >> shift);
        }
        Ok(v)
    }
    /// Skips padding up to a multiple of `align`, measured from the start of this slice.
    pub fn align(&mut self, align: usize, what: &str) -> R<()> {
        if align < 2 {
            return Ok(());
        }
        let pad = (align - self.pos % align) % align;
        if pad > self.remaining() {
            return self.truncated(what);
        }
        self.pos += pad;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varint_round_trip_and_limits() {
        for v in [
            0u64,
            1,
            127,
            128,
            300,
            u32::MAX as u64,
            u64::MAX - 1,
            u64::MAX,
        ] {
            let mut o = Out::new();
            o.varint(v);
            let mut i = In::new(&o.buf, 0);
            assert_eq!(i.varint("v").unwrap(), v);
            assert!(i.at_end());
        }
        // Non-minimal encodings are accepted.
        let mut i = In::new(&[0x80, 0x80, 0x00], 0);
        assert_eq!(i.varint("v").unwrap(), 0);
        // Eleven bytes are refused, as is a tenth byte carrying more than bit 63.
        let long = [0x80u8; 10]
            .iter()
            .copied()
            .chain([0x00])
            .collect::<Vec<_>>();
        assert!(In::new(&long, 0).varint("v").is_err());
        let over = [0xFFu8; 9]
            .iter()
            .copied()
            .chain([0x02])
            .collect::<Vec<_>>();
        assert!(In::new(&over, 0).varint("v").is_err());
        assert!(In::new(&[0x80], 0).varint("v").is_err());
    }

    #[test]
    fn zigzag_matches_the_reference_writer() {
        for v in [
            0u64,
            1,
            2,
            u64::MAX,
            0x8000_0000_0000_0000,
            0xC004_0000_0000_0000,
            (-5i64) as u64,
        ] {
            let mut o = Out::new();
            o.svarint(v);
            assert_eq!(In::new(&o.buf, 0).svarint("s").unwrap(), v);
        }
        let mut o = Out::new();
        o.svarint((-1i64) as u64);
        assert_eq!(o.buf, vec![1]);
    }

    #[test]
    fn float_bits_accept_both_writers() {
        // -2.5 as f64, written the reference way and the cuTile Python way.
        let bits = (-2.5f64).to_bits();
        let mut o = Out::new();
        o.svarint(bits);
        assert_eq!(In::new(&o.buf, 0).float_bits("f").unwrap(), bits);
        let mut py = Out::new();
        let mut x = (bits as u128) << 1;
        while x >= 0x80 {
            py.byte((x as u8 & 0x7F) | 0x80);
            x >>= 7;
        }
        py.byte(x as u8);
        assert_eq!(py.len(), 10);
        assert_eq!(In::new(&py.buf, 0).float_bits("f").unwrap(), bits);
        // An odd value above 64 bits fits neither.
        let mut bad = py.buf.clone();
        bad[0] |= 1;
        assert!(In::new(&bad, 0).float_bits("f").is_err());
    }

    #[test]
    fn counts_are_bounded_by_the_data() {
        let mut o = Out::new();
        o.varint(1 << 40);
        o.bytes(&[0; 16]);
        assert!(In::new(&o.buf, 0).count(1, "n").is_err());
        let mut o = Out::new();
        o.varint(2);
        o.bytes(&[0; 16]);
        assert_eq!(In::new(&o.buf, 0).count(8, "n").unwrap(), 2);
    }
}
