//! Stopping a launch at an interpreter limit (`max_steps`, `timeout`). One shared flag is read
//! by every tile block between ops (and by long loops inside an op), so all blocks stop of
//! their own accord under any schedule and thread count; no thread is ever interrupted. The
//! first block to see the flag reports where it stopped.

use crate::report::{Category, Report};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// An interpreter limit that stopped a launch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Limit {
    /// A tile block reached this many ops (`Options::max_steps`).
    Steps(u64),
    /// The launch ran this long (`Options::timeout`).
    Time(Duration),
    /// More than this many bytes (`Options::max_memory`) of what the `&str` names.
    Memory(u64, &'static str),
}

impl Limit {
    /// The report of a stop; whoever saw the stop adds the op and the tile block.
    pub fn report(self) -> Report {
        match self {
            Limit::Steps(n) => Report::new(
                Category::Limit,
                "step-limit",
                format!("step limit of {n} operations per tile block reached (--max-steps)"),
            ),
            Limit::Time(d) => Report::new(
                Category::Limit,
                "time-limit",
                format!("time limit of {} s reached (--timeout)", d.as_secs_f64()),
            ),
            Limit::Memory(n, what) => Report::new(
                Category::Limit,
                "memory-limit",
                format!("memory limit of {n} bytes reached: {what}"),
            ),
        }
    }
}

/// The stop flag of one launch.
#[derive(Debug, Default)]
pub struct Halt {
    set: AtomicBool,
    /// The first limit hit (the one reported).
    why: OnceLock<Limit>,
    /// Whether the stop has been reported: exactly once per launch.
    reported: AtomicBool,
}

impl Halt {
    /// Whether the launch must stop: one atomic load, cheap enough to do before every op.
    #[inline]
    pub fn is_set(&self) -> bool {
        self.set.load(Ordering::Acquire)
    }

    /// Stops the launch for `limit`, to be reported by the first block that sees it.
    pub fn trip(&self, limit: Limit) {
        let _ = self.why.set(limit);
        self.set.store(true, Ordering::Release);
    }

    /// Stops the launch for a limit the caller hit itself, and gives the caller the report
    /// (it knows where) unless another limit came first, which is then reported as by
    /// [`Halt::claim`].
    pub fn trip_here(&self, limit: Limit) -> Option<Report> {
        // Nobody can see the flag before `why` is set, so the first to set `why` is also the
        // first to take the report.
        let first = self.why.set(limit).is_ok() && !self.reported.swap(true, Ordering::AcqRel);
        self.set.store(true, Ordering::Release);
        if first {
            Some(limit.report())
        } else {
            self.claim()
        }
    }

    /// The report of the stop, for the first caller after the flag is set; `None` otherwise.
    pub fn claim(&self) -> Option<Report> {
        if !self.is_set() || self.reported.swap(true, Ordering::AcqRel) {
            return None;
        }
        // `why` is set before the flag, so it is there.
        Some(self.why.get().map_or_else(
            || Report::new(Category::Limit, "limit", "stopped by an interpreter limit"),
            |l| l.report(),
        ))
    }

    /// For long loops inside one op: `Err` once the launch must stop. The block that ran the
    /// op turns the error into the report of the stop (or drops it if another block reported).
    #[inline]
    pub fn check(&self) -> Result<(), Report> {
        if self.is_set() {
            Err(Report::new(
                Category::Limit,
                "halted",
                "the launch was stopped",
            ))
        } else {
            Ok(())
        }
    }
}
