//! Fuzz target: parse → verify → print → parse must give the same module.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tileref_fuzz::harness::text(data));
