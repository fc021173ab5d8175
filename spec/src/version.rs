//! Dialect and bytecode versions (the two share one numbering).

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    pub const V13_1: Version = Version {
        major: 13,
        minor: 1,
    };
    pub const V13_2: Version = Version {
        major: 13,
        minor: 2,
    };
    pub const V13_3: Version = Version {
        major: 13,
        minor: 3,
    };
    pub const V13_4: Version = Version {
        major: 13,
        minor: 4,
    };
    pub const V13_5: Version = Version {
        major: 13,
        minor: 5,
    };
    /// Every version tileref knows, oldest first.
    pub const KNOWN: [Version; 5] = [
        Self::V13_1,
        Self::V13_2,
        Self::V13_3,
        Self::V13_4,
        Self::V13_5,
    ];
    pub const LATEST: Version = Self::V13_5;

    pub fn parse(s: &str) -> Option<Version> {
        let (a, b) = s.trim().split_once('.')?;
        let v = Version {
            major: a.parse().ok()?,
            minor: b.parse().ok()?,
        };
        Self::KNOWN.contains(&v).then_some(v)
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}
