//! Fuzz target: the interpreter on the first entry of a module that parses and verifies.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tileref_fuzz::harness::run(data));
