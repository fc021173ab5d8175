//! Malformed bytecode: hand-assembled files, each broken in one way, must give a clear error
//! (and never a panic). The cases follow the kinds of problems a reader must catch: header,
//! section framing, tables, indices, opcodes, attributes, constants and structure.

use tileref_spec::bytecode::{read, BytecodeError};

fn varint(mut v: u64, o: &mut Vec<u8>) {
    loop {
        let b = (v & 0x7F) as u8;
        v >>= 7;
        if v == 0 {
            o.push(b);
            return;
        }
        o.push(b | 0x80);
    }
}

fn vi(v: u64) -> Vec<u8> {
    let mut o = vec![];
    varint(v, &mut o);
    o
}

/// `count, pad, offsets, blob` with padding relative to the table start.
fn table(items: &[Vec<u8>], width: usize) -> Vec<u8> {
    let mut o = vi(items.len() as u64);
    while o.len() % width != 0 {
        o.push(0xCB);
    }
    let mut off = 0u64;
    for it in items {
        o.extend_from_slice(&off.to_le_bytes()[..width]);
        off += it.len() as u64;
    }
    for it in items {
        o.extend_from_slice(it);
    }
    o
}

/// A file assembled from parts; every field can be broken by a test.
#[derive(Clone)]
struct File {
    magic: Vec<u8>,
    version: [u8; 4],
    strings: Vec<Vec<u8>>,
    types: Vec<Vec<u8>>,
    consts: Vec<Vec<u8>>,
    /// Function entry fields.
    flags: u8,
    loc: u64,
    hints: Option<Vec<u8>>,
    body: Vec<u8>,
    /// Raw sections as (id byte, alignment, payload); `None` means build the usual ones.
    sections: Option<Vec<(u8, u64, Vec<u8>)>>,
    end: Vec<u8>,
}

const RETURN: [u8; 3] = [0x5C, 0, 0];
/// Type 0 of the default table: `() -> ()`.
const FN_VOID: [u8; 3] = [16, 0, 0];

impl File {
    fn new(minor: u8) -> File {
        File {
            magic: b"\x7FTileIR\0".to_vec(),
            version: [13, minor, 0, 0],
            strings: vec![b"k".to_vec()],
            types: vec![FN_VOID.to_vec()],
            consts: vec![],
            flags: 2,
            loc: 0,
            hints: None,
            body: RETURN.to_vec(),
            sections: None,
            end: vec![0],
        }
    }

    fn func_section(&self) -> Vec<u8> {
        let mut f = vi(1);
        f.extend(vi(0)); // name
        f.extend(vi(0)); // signature
        f.push(self.flags);
        f.extend(vi(self.loc));
        if self.version[1] >= 5 {
            f.extend(self.hints.clone().unwrap_or(vec![11, 0]));
            f.extend([6, 0]);
        } else if let Some(h) = &self.hints {
            f.extend(h);
        }
        f.extend(vi(self.body.len() as u64));
        f.extend(&self.body);
        f
    }

    fn default_sections(&self) -> Vec<(u8, u64, Vec<u8>)> {
        let mut s = vec![(0x82, 8, self.func_section())];
        if !self.consts.is_empty() {
            s.push((0x84, 8, table(&self.consts, 8)));
        }
        s.push((0x85, 4, table(&self.types, 4)));
        s.push((0x81, 4, table(&self.strings, 4)));
        s
    }

    fn bytes(&self) -> Vec<u8> {
        let mut o = self.magic.clone();
        o.extend(self.version);
        for (id, align, payload) in self
            .sections
            .clone()
            .unwrap_or_else(|| self.default_sections())
        {
            o.push(id);
            o.extend(vi(payload.len() as u64));
            if id & 0x80 != 0 {
                o.extend(vi(align));
                while align > 1 && o.len() as u64 % align != 0 {
                    o.push(0xCB);
                }
            }
            o.extend(payload);
        }
        o.extend(&self.end);
        o
    }

    fn with(mut self, f: impl FnOnce(&mut File)) -> File {
        f(&mut self);
        self
    }
}

#[track_caller]
fn fails(f: &File, want: &str) -> BytecodeError {
    fails_bytes(&f.bytes(), want)
}

#[track_caller]
fn fails_bytes(b: &[u8], want: &str) -> BytecodeError {
    match read(b) {
        Ok(_) => panic!("accepted a file that should fail with '{want}'"),
        Err(e) => {
            assert!(e.to_string().contains(want), "expected '{want}', got: {e}");
            e
        }
    }
}

#[test]
fn the_base_file_is_valid_at_every_version() {
    for minor in 1..=5 {
        let m = read(&File::new(minor).bytes())
            .unwrap_or_else(|e| panic!("13.{minor}: {e}"))
            .module;
        assert_eq!(m.funcs().next().unwrap().name, "k");
    }
}

#[test]
fn header() {
    fails(
        &File::new(3).with(|f| f.magic[1] = b't'),
        "bad magic number: byte 1",
    );
    fails_bytes(b"\x7FTile", "unexpected end of data");
    fails_bytes(b"", "unexpected end of data");
    fails(
        &File::new(3).with(|f| f.version = [12, 0, 0, 0]),
        "unsupported bytecode version 12.0.0",
    );
    fails(
        &File::new(3).with(|f| f.version = [13, 9, 0, 0]),
        "unsupported bytecode version 13.9",
    );
    fails(
        &File::new(3).with(|f| f.version = [13, 0, 0, 0]),
        "unsupported bytecode version 13.0",
    );
    // The tag is free; bit 0 marks preview files.
    let d = read(&File::new(5).with(|f| f.version = [13, 5, 1, 0]).bytes()).unwrap();
    assert!(d.header.preview());
}

#[test]
fn section_framing() {
    let base = File::new(3);
    let secs = base.default_sections();
    let with = |s: Vec<(u8, u64, Vec<u8>)>| base.clone().with(|f| f.sections = Some(s));
    let mut s = secs.clone();
    s.push((0x09, 1, vec![0]));
    fails(&with(s), "unknown section id 9");
    let mut s = secs.clone();
    s.push((0x7F, 1, vec![]));
    fails(&with(s), "unknown section id 127");
    fails(&with(secs[1..].to_vec()), "the function section is missing");
    fails(&with(secs[..2].to_vec()), "the string section is missing");
    let mut s = secs.clone();
    s[1].1 = 3;
    fails(&with(s), "invalid section alignment 3");
    let mut s = secs.clone();
    s[1].1 = 0;
    fails(&with(s), "invalid section alignment 0");
    let mut s = secs.clone();
    s[2].0 = 0x01; // string section without an alignment field
    fails(
        &with(s),
        "string section must be aligned to a multiple of 4",
    );
    let mut s = secs.clone();
    s[0].1 = 4; // function section needs 8
    fails(
        &with(s),
        "function section must be aligned to a multiple of 8",
    );
    let mut s = secs.clone();
    s.push(secs[1].clone());
    fails(&with(s), "duplicate type section");
    fails(&base.clone().with(|f| f.end = vec![]), "no end marker");
    fails(
        &base.clone().with(|f| f.end = vec![0, 0]),
        "1 bytes follow the end marker",
    );
    fails(
        &base.clone().with(|f| f.end = vec![0x80]),
        "end marker has the alignment bit set",
    );
    // A length longer than the file, and a length varint of eleven bytes.
    let mut b = base.bytes();
    b.truncate(b.len() - 9);
    fails_bytes(&b, "exceeds the");
    let mut b = b"\x7FTileIR\0\x0D\x03\0\0\x01".to_vec();
    b.extend([0x80; 10]);
    b.push(0);
    fails_bytes(&b, "longer than 10 bytes");
    let mut b = b"\x7FTileIR\0\x0D\x03\0\0\x01".to_vec();
    b.extend([0xFF; 9]);
    b.push(0x7F);
    fails_bytes(&b, "overflows 64 bits");
}

#[test]
fn tables() {
    let base = File::new(3);
    let mut secs = base.default_sections();
    // A string count far larger than the section.
    let mut p = vi(1 << 40);
    p.extend([0; 8]);
    secs[2].2 = p;
    fails(
        &base.clone().with(|f| f.sections = Some(secs.clone())),
        "cannot fit",
    );
    // Offsets that run backwards or past the data.
    let mut p = vi(2);
    p.extend([0xCB; 3]);
    p.extend(2u32.to_le_bytes());
    p.extend(1u32.to_le_bytes());
    p.extend(b"kk");
    let mut s = base.default_sections();
    s[2].2 = p;
    fails(
        &base.clone().with(|f| f.sections = Some(s)),
        "strings entry 0 has offsets 2..1",
    );
    fails(
        &base.clone().with(|f| f.strings = vec![vec![0xFF, 0xFE]]),
        "string 0 is not valid UTF-8",
    );
    fails(
        &base.clone().with(|f| f.strings = vec![vec![]]),
        "function has an empty name",
    );
}

#[test]
fn types() {
    let base = File::new(3);
    fails(
        &base.clone().with(|f| f.types = vec![vec![16, 1, 5, 0]]),
        "type index 5 out of range",
    );
    fails(
        &base.clone().with(|f| f.types = vec![vec![99]]),
        "unknown type tag 99",
    );
    fails(
        &base.clone().with(|f| f.types = vec![vec![7]]),
        "not a function type",
    );
    fails(
        &base
            .clone()
            .with(|f| f.types = vec![vec![16, 1, 1, 0], vec![13, 1, 0]]),
        "type 1 refers to itself",
    );
    fails(
        &base.clone().with(|f| f.types = vec![vec![16, 0, 0, 0xAA]]),
        "unread bytes at the end of type 0",
    );
    fails(
        &File::new(1).with(|f| f.types = vec![vec![16, 1, 1, 0], vec![18]]),
        "type f8E8M0FNU requires bytecode 13.2, but the file is 13.1",
    );
    // A tile of a tile, a negative dimension, a shape count larger than the entry.
    fails(
        &base
            .clone()
            .with(|f| f.types = vec![vec![16, 1, 1, 0], vec![13, 2, 0], vec![13, 3, 0], vec![7]]),
        "a tile element must be a scalar or pointer type",
    );
    let mut neg = vec![13, 2, 1];
    neg.extend((-4i64).to_le_bytes());
    fails(
        &base
            .clone()
            .with(|f| f.types = vec![vec![16, 1, 1, 0], neg, vec![7]]),
        "tile dimension -4 is negative",
    );
    fails(
        &base.clone().with(|f| {
            f.types = vec![
                vec![16, 1, 1, 0],
                vec![13, 2, 0x80, 0x80, 0x80, 0x80, 0x10],
                vec![7],
            ]
        }),
        "larger than the",
    );
}

/// An entry `(%c: tile<i1>, %x: tile<i32>)` whose body is `body` (types: 0 fn, 1 tile<i1>,
/// 2 i1, 3 tile<i32>, 4 i32, 5 token, 6 tile<4xf32>, 7 f32).
fn with_body(minor: u8, body: Vec<u8>) -> File {
    let mut t4 = vec![13, 7, 1];
    t4.extend(4i64.to_le_bytes());
    File::new(minor).with(|f| {
        f.types = vec![
            vec![16, 2, 1, 3, 0],
            vec![13, 2, 0],
            vec![0],
            vec![13, 4, 0],
            vec![3],
            vec![17],
            t4,
            vec![7],
        ];
        f.body = body;
    })
}

fn body(ops: &[&[u8]]) -> Vec<u8> {
    let mut b: Vec<u8> = ops.concat();
    b.extend(RETURN);
    b
}

#[test]
fn opcodes_and_operands() {
    fails(&with_body(3, body(&[&[0x19]])), "unknown opcode 0x19");
    fails(
        &with_body(5, body(&[&[0x82, 0x80, 0x01]])),
        "unknown preview opcode 0x4002",
    );
    fails(
        &with_body(3, body(&[&[0xFF, 0xFF, 0xFF, 0xFF, 0x0F]])),
        "unknown opcode",
    );
    // atan2 (0x6E) is 13.2; addi operand 7 does not exist; return with a result.
    fails(
        &with_body(1, body(&[&[0x6E, 3, 1, 1]])),
        "opcode 0x6e ('atan2', since 13.2) is not available in bytecode 13.1",
    );
    fails(
        &with_body(3, body(&[&[0x03, 3, 0, 1, 7]])),
        "operand index 7 out of range (2 values defined here)",
    );
    fails(
        &with_body(3, vec![0x5C, 1, 5, 0]),
        "'return' cannot have 1 results",
    );
    // Values defined in a block are gone after it: %2 (the block argument) is used outside.
    let if_op: &[u8] = &[0x32, 0, 0, 2, 1, 1, 3, 1, 0x6D, 0, 0, 0];
    fails(
        &with_body(3, body(&[if_op, &[0x03, 3, 0, 1, 2]])),
        "operand index 2 out of range",
    );
    fails(&with_body(3, vec![0x03, 3, 0, 1]), "unexpected end of data");
    fails(
        &with_body(3, vec![0x5C, 0, 0x80, 0x80, 0x80, 0x80, 0x10]),
        "larger than the",
    );
}

#[test]
fn flags_and_attributes() {
    // addf: result, flags (bit 0 ftz; bit 1 unknown), rounding, lhs, rhs.
    fails(
        &with_body(3, body(&[&[0x02, 6, 2, 0, 2, 2]])),
        "unknown bits 0x2 in the flags field",
    );
    // addi with overflow 9; ftof with nearest_away (7) in a 13.3 file.
    fails(
        &with_body(3, body(&[&[0x03, 3, 9, 1, 1]])),
        "invalid overflow value 9",
    );
    fails(
        &with_body(3, body(&[&[0x2A, 6, 7, 2]])),
        "rounding mode 'nearest_away' requires bytecode 13.4, but the file is 13.3",
    );
    // permute with INT32_MAX; assert with a string index out of range.
    let mut perm = vec![0x53, 6, 1];
    perm.extend(i32::MAX.to_le_bytes());
    perm.push(2);
    fails(&with_body(3, body(&[&perm])), "reserved value");
    fails(
        &with_body(3, body(&[&[0x05, 9, 0]])),
        "string index 9 out of range (1 strings)",
    );
    // get_global with an empty symbol.
    let f = with_body(3, body(&[&[0x2C, 3, 1]])).with(|f| f.strings.push(vec![]));
    fails(&f, "empty symbol reference");
    // assume with a predicate that is not one, and with an unknown tag.
    fails(
        &with_body(3, body(&[&[0x06, 3, 3, 1, 1]])),
        "expected an assume predicate",
    );
    fails(
        &with_body(3, body(&[&[0x06, 3, 77, 1]])),
        "unknown attribute tag 77",
    );
    // div_by with 'every' but no 'along'.
    fails(
        &with_body(3, body(&[&[0x06, 3, 8, 16, 1, 2, 1]])),
        "div_by has 'every' without 'along'",
    );
}

#[test]
fn hints_dictionaries() {
    // Entry hints: {"" = {}} has an empty key; {k = {}, k = {}} repeats one.
    let f = File::new(3).with(|f| {
        f.flags = 6;
        f.strings.push(vec![]);
        f.hints = Some(vec![11, 1, 1, 10, 0]);
    });
    fails(&f, "empty dictionary key");
    let f = File::new(3).with(|f| {
        f.flags = 6;
        f.hints = Some(vec![11, 2, 0, 10, 0, 0, 10, 0]);
    });
    fails(&f, "duplicate dictionary key 'k'");
    let f = File::new(3).with(|f| {
        f.flags = 6;
        f.hints = Some(vec![3, 1]);
    });
    fails(&f, "expected optimization hints");
    fails(
        &File::new(3).with(|f| f.flags = 0),
        "only kernel entry functions",
    );
    fails(
        &File::new(3).with(|f| f.flags = 0x12),
        "unknown function flag bits",
    );
}

#[test]
fn constants() {
    // constant <4 x f32> whose data holds three bytes, and an index past the table.
    let f = with_body(3, body(&[&[0x10, 6, 0]])).with(|f| f.consts = vec![vec![3, 1, 2, 3]]);
    fails(&f, "3 bytes of data do not hold 1 or 4 elements of f32");
    fails(
        &with_body(3, body(&[&[0x10, 6, 4]])).with(|f| f.consts = vec![vec![4, 0, 0, 0, 0]]),
        "constant index 4 out of range",
    );
    let f =
        with_body(3, body(&[&[0x10, 6, 0]])).with(|f| f.consts = vec![vec![0x80, 0x80, 0x04, 0]]);
    fails(&f, "constant data needs 65536 bytes");
    // A constant whose result type is a token.
    let f = with_body(3, body(&[&[0x10, 5, 0]])).with(|f| f.consts = vec![vec![1, 0]]);
    fails(&f, "a constant needs a tile type of numbers");
    // A non-splat constant larger than any tile (an i1 tile of 2^25 elements, one data byte).
    let mut big = vec![13, 2, 1];
    big.extend((1i64 << 25).to_le_bytes());
    let f = with_body(3, body(&[&[0x10, 8, 0]])).with(|f| {
        f.types.push(big);
        f.consts = vec![vec![1, 0x01]];
    });
    fails(&f, "33554432 elements; a tile holds at most 16777216");
    // A splat and a full buffer both read.
    let ok = with_body(3, body(&[&[0x10, 6, 0], &[0x10, 6, 1]]))
        .with(|f| f.consts = vec![vec![4, 0, 0, 0x80, 0x3F], [vec![16], vec![0; 16]].concat()]);
    read(&ok.bytes()).unwrap();
}

#[test]
fn structure() {
    // if %c { make_token } (no terminator) / with one region / with two blocks / empty block.
    fails(
        &with_body(3, body(&[&[0x32, 0, 0, 2, 1, 0, 1, 0x44, 5, 0]])),
        "a block ends with 'make_token', which is not a terminator",
    );
    fails(
        &with_body(3, body(&[&[0x32, 0, 0, 1, 0]])),
        "'if' has 2 regions, the file gives 1",
    );
    fails(
        &with_body(3, body(&[&[0x32, 0, 0, 2, 2]])),
        "a region has 2 blocks",
    );
    fails(
        &with_body(3, body(&[&[0x32, 0, 0, 2, 1, 0, 0, 0]])),
        "a block is empty",
    );
    // 200 nested ifs exceed the nesting limit without exhausting the stack.
    let mut b = vec![];
    for _ in 0..200 {
        b.extend([0x32, 0, 0, 2, 1, 0, 1]);
    }
    b.extend([0x6D, 0, 0]);
    for _ in 0..200 {
        b.push(0);
    }
    fails(
        &with_body(3, body(&[&b])),
        "regions nest more than 128 levels deep",
    );
    // A body shorter than its length field.
    let mut f = with_body(3, body(&[]));
    f.body.truncate(2);
    let mut b = f.bytes();
    let at = b.windows(2).position(|w| w == [2, 0x5C]).unwrap();
    b[at] = 9;
    fails_bytes(&b, "the function body needs 9 bytes");
}

#[test]
fn debug_info() {
    // A function debug index without a debug section, and with one that is too short.
    fails(
        &File::new(3).with(|f| f.loc = 1),
        "the file has no debug section",
    );
    let mut dbg = vi(1);
    dbg.extend([0xCB; 3]);
    dbg.extend(0u32.to_le_bytes());
    dbg.extend(vi(1));
    dbg.extend([0xCB; 7]);
    dbg.extend(7u64.to_le_bytes()); // attribute 7 does not exist
    dbg.extend(table(&[vec![0]], 4));
    let mut f = File::new(3).with(|f| f.loc = 1);
    let mut s = f.default_sections();
    s.insert(1, (0x83, 8, dbg.clone()));
    f.sections = Some(s);
    fails(&f, "debug attribute index 7 out of range (1 attributes)");
    // A location that is a file, not a location.
    let mut dbg2 = dbg.clone();
    let n = dbg2.len();
    dbg2.truncate(n - table(&[vec![0]], 4).len() - 8);
    dbg2.extend(1u64.to_le_bytes());
    dbg2.extend(table(&[vec![2, 0, 0]], 4));
    let mut f = File::new(3).with(|f| f.loc = 1);
    let mut s = f.default_sections();
    s.insert(1, (0x83, 8, dbg2));
    f.sections = Some(s);
    fails(&f, "debug attribute 1 is not a location");
}

/// NVIDIA's malformed bytecode files (`test/Bytecode/invalid/` of a cuda-tile checkout named by
/// `TILEREF_CUDA_TILE_REPO`) must all be rejected. Run with `--ignored` and the variable set.
#[test]
#[ignore = "needs TILEREF_CUDA_TILE_REPO naming a cuda-tile checkout"]
fn reference_invalid_files_are_rejected() {
    let repo = std::env::var_os("TILEREF_CUDA_TILE_REPO")
        .expect("set TILEREF_CUDA_TILE_REPO to a cuda-tile checkout");
    let dir = std::path::Path::new(&repo).join("test/Bytecode/invalid");
    let mut n = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "tileirbc" || x == "bc") {
            let e = read(&std::fs::read(&p).unwrap()).expect_err(&p.display().to_string());
            eprintln!("{}: {e}", p.file_name().unwrap().to_string_lossy());
            n += 1;
        }
    }
    assert!(n >= 6);
}
