//! Conformance corpus runner (filled by the conformance work).
