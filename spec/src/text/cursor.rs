//! Character-level scanning shared by the parser: whitespace and comments, identifiers,
//! numbers, strings, and errors that point at the offending text.

use crate::diag::{Diagnostic, Span};

pub type PResult<T> = Result<T, Diagnostic>;

/// Deepest nesting of types, attributes and regions the parser follows before giving up
/// (keeps hostile inputs from exhausting the stack).
pub const MAX_DEPTH: u32 = 200;

pub struct Cursor<'a> {
    pub src: &'a str,
    pub pos: usize,
    pub depth: u32,
}

pub fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

pub fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

/// Characters allowed in `%name`, `@name`, `#name`, `!name` after the sigil.
pub fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str) -> Cursor<'a> {
        Cursor {
            src,
            pos: 0,
            depth: 0,
        }
    }

    pub fn bytes(&self) -> &'a [u8] {
        self.src.as_bytes()
    }

    pub fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(Span::at(self.pos), msg))
    }

    pub fn err_at<T>(&self, span: Span, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(span, msg))
    }

    /// Skips whitespace and `//` comments.
    pub fn ws(&mut self) {
        let b = self.bytes();
        loop {
            while self.pos < b.len() && b[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if b[self.pos..].starts_with(b"//") {
                while self.pos < b.len() && b[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
    }

    pub fn at_end(&mut self) -> bool {
        self.ws();
        self.pos >= self.src.len()
    }

    pub fn peek(&mut self) -> u8 {
        self.ws();
        self.bytes().get(self.pos).copied().unwrap_or(0)
    }

    pub fn peek_at(&mut self, off: usize) -> u8 {
        self.ws();
        self.bytes().get(self.pos + off).copied().unwrap_or(0)
    }

    /// Whether the next token starts with `s` (for punctuation).
    pub fn looking_at(&mut self, s: &str) -> bool {
        self.ws();
        self.src[self.pos..].starts_with(s)
    }

    /// Consumes punctuation `s` if it is next.
    pub fn eat(&mut self, s: &str) -> bool {
        if self.looking_at(s) {
            // `-` must not swallow the start of `->`.
            if s == "-" && self.src[self.pos..].starts_with("->") {
                return false;
            }
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    pub fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            let found = self.describe_next();
            self.err(format!("expected '{s}', found {found}"))
        }
    }

    /// A short description of the next token, for error messages.
    pub fn describe_next(&mut self) -> String {
        self.ws();
        if self.pos >= self.src.len() {
            return "end of input".into();
        }
        let rest = &self.src[self.pos..];
        let b = rest.as_bytes();
        let n = if is_ident_start(b[0]) || matches!(b[0], b'%' | b'@' | b'#' | b'!') {
            1 + rest[1..].bytes().take_while(|&c| is_suffix_char(c)).count()
        } else if b[0].is_ascii_digit() {
            rest.bytes()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == b'.')
                .count()
        } else {
            rest.chars().next().map(|c| c.len_utf8()).unwrap_or(1)
        };
        format!("'{}'", &rest[..n.min(rest.len())])
    }

    /// Peeks at the next bare identifier without consuming it.
    pub fn peek_ident(&mut self) -> Option<&'a str> {
        self.ws();
        let b = self.bytes();
        if self.pos < b.len() && is_ident_start(b[self.pos]) {
            let mut e = self.pos + 1;
            while e < b.len() && is_ident_char(b[e]) {
                e += 1;
            }
            Some(&self.src[self.pos..e])
        } else {
            None
        }
    }

    pub fn ident(&mut self) -> PResult<&'a str> {
        match self.peek_ident() {
            Some(s) => {
                self.pos += s.len();
                Ok(s)
            }
            None => {
                let f = self.describe_next();
                self.err(format!("expected identifier, found {f}"))
            }
        }
    }

    /// Consumes keyword `kw` if the next identifier is exactly it.
    pub fn eat_kw(&mut self, kw: &str) -> bool {
        if self.peek_ident() == Some(kw) {
            self.pos += kw.len();
            true
        } else {
            false
        }
    }

    pub fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            let f = self.describe_next();
            self.err(format!("expected '{kw}', found {f}"))
        }
    }

    /// Reads a sigil-prefixed name (`%x`, `@f`, `#a`, `!t`), returning the part after the sigil.
    pub fn sigil_name(&mut self, sigil: u8) -> PResult<&'a str> {
        self.ws();
        let b = self.bytes();
        if b.get(self.pos) != Some(&sigil) {
            let f = self.describe_next();
            return self.err(format!("expected '{}' name, found {f}", sigil as char));
        }
        let start = self.pos + 1;
        let mut e = start;
        while e < b.len() && is_suffix_char(b[e]) {
            e += 1;
        }
        if e == start {
            return self.err(format!("expected a name after '{}'", sigil as char));
        }
        self.pos = e;
        Ok(&self.src[start..e])
    }

    /// `@name` or `@"quoted name"`.
    pub fn symbol(&mut self) -> PResult<String> {
        self.ws();
        if self.src[self.pos..].starts_with("@\"") {
            self.pos += 1;
            return self.string();
        }
        Ok(self.sigil_name(b'@')?.to_string())
    }

    /// A string literal with MLIR escapes (`\n`, `\t`, `\"`, `\\`, `\XX`).
    pub fn string(&mut self) -> PResult<String> {
        self.ws();
        let start = self.pos;
        if !self.eat("\"") {
            let f = self.describe_next();
            return self.err(format!("expected string literal, found {f}"));
        }
        let mut out: Vec<u8> = Vec::new();
        let b = self.bytes();
        loop {
            let Some(&c) = b.get(self.pos) else {
                return self.err_at(Span::at(start), "unterminated string literal");
            };
            self.pos += 1;
            match c {
                b'"' => break,
                b'\n' => return self.err_at(Span::at(start), "unterminated string literal"),
                b'\\' => {
                    let Some(&e) = b.get(self.pos) else {
                        return self.err_at(Span::at(start), "unterminated string literal");
                    };
                    self.pos += 1;
                    match e {
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        b'"' => out.push(b'"'),
                        b'\\' => out.push(b'\\'),
                        h if h.is_ascii_hexdigit() => {
                            let Some(&l) = b.get(self.pos).filter(|l| l.is_ascii_hexdigit()) else {
                                return self.err("invalid escape sequence in string");
                            };
                            self.pos += 1;
                            let v = (hexval(h) << 4) | hexval(l);
                            out.push(v);
                        }
                        _ => return self.err("invalid escape sequence in string"),
                    }
                }
                c => out.push(c),
            }
        }
        String::from_utf8(out)
            .or_else(|_| self.err_at(Span::at(start), "string literal is not valid UTF-8"))
    }

    /// An integer literal: optional `-`, decimal or `0x` hex. Returns (negative, magnitude, is_hex).
    pub fn integer(&mut self) -> PResult<(bool, u128, bool)> {
        self.ws();
        let start = self.pos;
        let neg = self.eat("-");
        self.ws();
        let b = self.bytes();
        if !b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            self.pos = start;
            let f = self.describe_next();
            return self.err(format!("expected integer literal, found {f}"));
        }
        if b[self.pos..].starts_with(b"0x") || b[self.pos..].starts_with(b"0X") {
            self.pos += 2;
            let s = self.pos;
            while self.pos < b.len() && b[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            let digits = &self.src[s..self.pos];
            if digits.is_empty() {
                return self.err("expected hexadecimal digits");
            }
            let v = u128::from_str_radix(digits, 16).or_else(|_| {
                self.err_at(Span::new(start, self.pos), "integer literal too large")
            })?;
            return Ok((neg, v, true));
        }
        let s = self.pos;
        while self.pos < b.len() && b[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        let v: u128 = self.src[s..self.pos]
            .parse()
            .or_else(|_| self.err_at(Span::new(start, self.pos), "integer literal too large"))?;
        Ok((neg, v, false))
    }

    /// An integer that must fit i64.
    pub fn int64(&mut self) -> PResult<i64> {
        let start = self.pos;
        let (neg, mag, _) = self.integer()?;
        let v = if neg { -(mag as i128) } else { mag as i128 };
        i64::try_from(v).or_else(|_| {
            self.err_at(
                Span::new(start, self.pos),
                "integer literal out of range for i64",
            )
        })
    }

    /// A numeric literal as text (integer, decimal float, or hex), without interpreting it.
    pub fn number_text(&mut self) -> PResult<&'a str> {
        self.ws();
        let start = self.pos;
        let b = self.bytes();
        let mut e = self.pos;
        if b.get(e) == Some(&b'-') || b.get(e) == Some(&b'+') {
            e += 1;
        }
        if !b.get(e).is_some_and(|c| c.is_ascii_digit()) {
            let f = self.describe_next();
            return self.err(format!("expected a number, found {f}"));
        }
        if b[e..].starts_with(b"0x") || b[e..].starts_with(b"0X") {
            e += 2;
            while e < b.len() && b[e].is_ascii_hexdigit() {
                e += 1;
            }
        } else {
            while e < b.len() && b[e].is_ascii_digit() {
                e += 1;
            }
            if b.get(e) == Some(&b'.') {
                e += 1;
                while e < b.len() && b[e].is_ascii_digit() {
                    e += 1;
                }
            }
            if matches!(b.get(e), Some(b'e') | Some(b'E')) {
                let mut f = e + 1;
                if matches!(b.get(f), Some(b'+') | Some(b'-')) {
                    f += 1;
                }
                if b.get(f).is_some_and(|c| c.is_ascii_digit()) {
                    e = f;
                    while e < b.len() && b[e].is_ascii_digit() {
                        e += 1;
                    }
                }
            }
        }
        self.pos = e;
        Ok(&self.src[start..e])
    }

    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("nesting too deep");
        }
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }
}

fn hexval(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}
