//! Fuzz target: read → verify → write at the file's version → read must give the same module.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tileref_fuzz::harness::bytecode(data));
