//! splitmix64, the one small deterministic generator every tileref crate uses (the random
//! schedule, generated corpora, fuzzed programs, test inputs): the same seed gives the same
//! stream on any machine.

/// Advances the state and returns the next value.
#[inline]
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    /// The reference stream of splitmix64 from seed 0 (Vigna's published values).
    #[test]
    fn reference_values() {
        let mut s = 0u64;
        let v: Vec<u64> = (0..3).map(|_| super::splitmix64(&mut s)).collect();
        assert_eq!(
            v,
            [
                0xE220_A839_7B1D_CDAF,
                0x6E78_9E6A_A1B9_65F4,
                0x06C4_5D18_8009_454F
            ]
        );
    }
}
