//! Runs small Tile IR kernels for the interpreter's integration tests.
#![allow(dead_code)]

use tileref_interp::{launch, LaunchResult, Memory, Options, Schedule, Status};
use tileref_spec::text::parse_module;
use tileref_spec::verify::{verify_module, VerifyOptions};

pub enum Arg {
    Buf(Vec<u8>),
    Scalar(u64),
}

pub struct Run {
    pub bufs: Vec<Vec<u8>>,
    pub result: LaunchResult,
}

impl Run {
    pub fn ok(&self) -> &Self {
        assert_eq!(self.result.status, Status::Ok, "reports: {:#?}", self.result.reports);
        self
    }
    pub fn f32s(&self, i: usize) -> Vec<f32> {
        self.bufs[i].chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
    }
    pub fn u32s(&self, i: usize) -> Vec<u32> {
        self.bufs[i].chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
    }
    pub fn i32s(&self, i: usize) -> Vec<i32> {
        self.bufs[i].chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
    }
    pub fn u16s(&self, i: usize) -> Vec<u16> {
        self.bufs[i].chunks(2).map(|c| u16::from_le_bytes(c.try_into().unwrap())).collect()
    }
    pub fn u64s(&self, i: usize) -> Vec<u64> {
        self.bufs[i].chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
    }
    /// The single report of a run that was expected to fail.
    pub fn only_report(&self) -> &tileref_interp::Report {
        assert!(!self.result.reports.is_empty(), "expected a report");
        &self.result.reports[0]
    }
}

pub fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn u16s(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn u64s(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Parses, verifies and runs `src` (entry `k`) with the given schedule.
pub fn run_with(src: &str, grid: [u32; 3], args: Vec<Arg>, opts: &Options) -> Run {
    let m = parse_module(src).unwrap_or_else(|d| panic!("parse error: {} at {:?}\n{src}", d.message, d.span));
    let diags = verify_module(&m, VerifyOptions::default());
    assert!(diags.iter().all(|d| d.severity != tileref_spec::diag::Severity::Error), "verify: {:?}", diags.iter().map(|d| &d.message).collect::<Vec<_>>());
    let mem = Memory::new();
    let mut bits = vec![];
    let mut addrs = vec![];
    for (i, a) in args.into_iter().enumerate() {
        match a {
            Arg::Buf(b) => {
                let addr = mem.alloc_host(i, &b, 256);
                addrs.push(addr);
                bits.push(addr);
            }
            Arg::Scalar(x) => bits.push(x),
        }
    }
    let entry = m.funcs().next().expect("an entry").name.clone();
    let result = launch(&m, &entry, grid, &bits, &mem, opts).expect("launch");
    let bufs = addrs.iter().map(|a| mem.bytes(*a).unwrap()).collect();
    Run { bufs, result }
}

pub fn run(src: &str, grid: [u32; 3], args: Vec<Arg>) -> Run {
    run_with(src, grid, args, &Options { schedule: Schedule::Sequential, ..Options::default() })
}

/// Wraps ops in a kernel `k(%out: ptr<T>)` storing `%r` of type `tile<N x T>` to %out.
pub fn kernel_storing(body: &str, n: usize, t: &str) -> String {
    format!(
        "cuda_tile.module @m {{
  entry @k(%out: tile<ptr<{t}>>) {{
{body}
    %o0 = reshape %out : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %ob = broadcast %o0 : tile<1xptr<{t}>> -> tile<{n}xptr<{t}>>
    %io = iota : tile<{n}xi32>
    %op = offset %ob, %io : tile<{n}xptr<{t}>>, tile<{n}xi32> -> tile<{n}xptr<{t}>>
    %tk = store_ptr_tko weak %op, %r : tile<{n}xptr<{t}>>, tile<{n}x{t}> -> token
  }}
}}"
    )
}
