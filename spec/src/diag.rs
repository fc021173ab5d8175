//! Diagnostics with source spans, rendered as `file:line:col: error: message`, the source line and a caret.

use std::fmt::Write;

/// A byte range in the source text. Spans never take part in IR equality: two modules that differ
/// only in where their ops were written are the same module.
#[derive(Clone, Copy, Debug, Default, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}
impl Eq for Span {}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end.max(start) as u32,
        }
    }
    pub fn at(pos: usize) -> Span {
        Span::new(pos, pos)
    }
    pub fn is_known(&self) -> bool {
        self.start != u32::MAX
    }
    pub const UNKNOWN: Span = Span {
        start: u32::MAX,
        end: u32::MAX,
    };
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub span: Span,
    pub message: String,
    pub notes: Vec<(Span, String)>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            notes: vec![],
        }
    }
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
            notes: vec![],
        }
    }
    pub fn with_note(mut self, span: Span, note: impl Into<String>) -> Diagnostic {
        self.notes.push((span, note.into()));
        self
    }
}

/// Source text with a name, for turning byte offsets into line and column.
pub struct SourceFile<'a> {
    pub name: &'a str,
    pub text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> SourceFile<'a> {
    pub fn new(name: &'a str, text: &'a str) -> SourceFile<'a> {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        SourceFile {
            name,
            text,
            line_starts,
        }
    }

    /// 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(self.text.len());
        // A span may start inside a multi-byte character (an error found at a byte of it):
        // count it as that character's column.
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let col = self.text[self.line_starts[line]..offset].chars().count() + 1;
        (line + 1, col)
    }

    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line - 1];
        let end = self.text[start..]
            .find('\n')
            .map(|e| start + e)
            .unwrap_or(self.text.len());
        &self.text[start..end]
    }

    /// Renders one diagnostic with its source line and a caret under the span.
    pub fn render(&self, d: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_one(&mut out, d.span, d.severity, &d.message);
        for (span, note) in &d.notes {
            self.render_one(&mut out, *span, Severity::Note, note);
        }
        out
    }

    fn render_one(&self, out: &mut String, span: Span, sev: Severity, msg: &str) {
        if !span.is_known() {
            let _ = writeln!(out, "{}: {}: {}", self.name, sev.label(), msg);
            return;
        }
        let (line, col) = self.line_col(span.start as usize);
        let _ = writeln!(
            out,
            "{}:{}:{}: {}: {}",
            self.name,
            line,
            col,
            sev.label(),
            msg
        );
        let text = self.line_text(line);
        let _ = writeln!(out, "{}", text);
        let width = {
            let end = (span.end as usize).min(
                self.line_starts
                    .get(line)
                    .copied()
                    .unwrap_or(self.text.len()),
            );
            let len = self
                .text
                .get(span.start as usize..end)
                .map(|s| s.trim_end().chars().count())
                .unwrap_or(0);
            len.max(1)
        };
        let pad: String = text
            .chars()
            .take(col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{}^{}", pad, "~".repeat(width.saturating_sub(1)));
    }
}
