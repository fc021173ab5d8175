//! Fuzz target: the verifier, under several option sets, on whatever parses.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tileref_fuzz::harness::verify(data));
