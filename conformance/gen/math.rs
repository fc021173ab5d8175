//! (filled below)
use super::GenFile;
pub fn generate() -> Vec<GenFile> { vec![] }
