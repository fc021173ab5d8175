//! splitmix64: a small deterministic generator (the random schedule; tests' inputs).

pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next(&mut self) -> u64 {
        tileref_spec::rng::splitmix64(&mut self.0)
    }
}
