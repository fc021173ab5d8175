//! A finding as a campaign keeps it: deduplicated by its signature, with the reduced program,
//! how many programs met it and where it was written. The campaign collects them; the report
//! writes them.

use crate::program::Program;
use crate::verdict::Finding;
use std::path::PathBuf;

/// One deduplicated finding of a campaign.
#[derive(Clone, Debug)]
pub struct Found {
    pub finding: Finding,
    pub index: u64,
    pub original_ops: usize,
    pub reduced: Program,
    /// How many programs met it.
    pub hits: u64,
    pub path: Option<PathBuf>,
}

impl Found {
    /// What makes two findings the same bug: oracle, kind, detail and the reduced program's ops.
    pub fn signature(&self) -> String {
        signature(&self.finding, &self.reduced)
    }
}

/// A finding with a detail (a normalised compiler message, the op whose result differs) is
/// that detail; one without is told apart by the ops of its reduced program.
pub fn signature(f: &Finding, reduced: &Program) -> String {
    if f.detail.is_empty() {
        format!("{}/{}/{}", f.oracle, f.kind, reduced.op_names().join("+"))
    } else {
        format!("{}/{}/{}", f.oracle, f.kind, f.detail)
    }
}
