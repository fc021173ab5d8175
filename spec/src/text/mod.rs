//! The textual MLIR syntax of Tile IR: parser (custom and generic forms) and printer.

pub mod attr;
pub mod cursor;
mod custom;
pub mod parser;
pub mod printer;
mod types;

pub use parser::{parse_file, parse_module, ParsedFile};
pub use printer::{print_module, print_module_with, PrintOptions};
