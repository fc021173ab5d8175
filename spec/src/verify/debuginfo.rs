//! Debug-info scope rules, as NVIDIA's verifier applies them to `#cuda_tile.di_loc` locations.
//!
//! A debugger maps machine code back to source through the scope of each op's location, so the
//! scopes must describe the program as it is: a kernel is one subprogram, named like the kernel,
//! and everything inside it lies in that subprogram. The rules:
//!
//! 1. a kernel whose location has a scope has a `di_subprogram` scope;
//! 2. that subprogram's `linkageName` is the kernel's name;
//! 3. ops of a kernel without a scope have none;
//! 4. an op's scope is the kernel's subprogram or a `di_lexical_block` nested in it;
//! 5. module-level items other than kernels (globals, foreign ops) have no scope;
//! 6. a kernel's location is not a call site.
//!
//! Only `entry` is checked (NVIDIA leaves its test-only function alone). A scope is found through
//! name, fused and call-site wrappers: a name location's child, the first fused member that has
//! one, a call site's caller.

use super::Verifier;
use crate::bytecode::{parse_di_loc, DiLocation, DiScope};
use crate::ir::{Block, Func, Global, Loc, Op};
use crate::text::printer::{loc_body, quote};

/// The `#cuda_tile.di_loc` a location carries: its scope, and its text for messages.
pub(crate) fn di_location(loc: &Loc) -> Option<(DiScope, &str)> {
    match loc {
        Loc::Dialect { text, .. } => match parse_di_loc(text)? {
            DiLocation::Loc { scope, .. } => Some((scope, text.as_str())),
            _ => None,
        },
        Loc::Name { child, .. } => di_location(child.as_deref()?),
        Loc::Fused { locs, .. } => locs.iter().find_map(di_location),
        Loc::CallSite { caller, .. } => di_location(caller),
        Loc::Unknown | Loc::FileLineCol { .. } => None,
    }
}

/// Rule 5 for an item at module level other than a kernel: the message if its location has a scope.
pub(crate) fn module_level_scope_error(op_name: &str, loc: &Loc) -> Option<String> {
    let (_, text) = di_location(loc)?;
    Some(format!("'{op_name}' op invalid operation debug info scope: {text}. Global variables must not have scope."))
}

pub(crate) fn check_global(v: &mut Verifier, g: &Global) {
    if let Some(msg) = module_level_scope_error("cuda_tile.global", &g.loc) {
        v.error(g.span, msg);
    }
}

/// Rules 6, 1 and 2, on the kernel's own location; false when one of them failed.
pub(crate) fn check_entry(v: &mut Verifier, f: &Func) -> bool {
    if matches!(f.loc, Loc::CallSite { .. }) {
        v.error(
            f.span,
            format!("'cuda_tile.entry' op invalid function debug info location: loc({}). Function location must not be a CallSiteLoc.", loc_body(&f.loc)),
        );
        return false;
    }
    let Some((scope, _)) = di_location(&f.loc) else {
        return true;
    };
    let msg = match &scope {
        DiScope::Subprogram { linkage, .. } if *linkage == f.name => return true,
        DiScope::Subprogram { linkage, .. } => format!(
            "Function name {} does not match subprogram scope linkage name {}.",
            quote(&f.name),
            quote(linkage)
        ),
        _ => "Function location must have cuda_tile.di_subprogram debug info scope.".to_string(),
    };
    v.error(
        f.span,
        format!(
            "'cuda_tile.entry' op invalid function debug info scope: {}. {msg}",
            scope.text()
        ),
    );
    false
}

/// Rules 3 and 4, on every op of the kernel's body (nested regions included, inner ops first as
/// NVIDIA walks them); reports the first op that breaks one.
pub(crate) fn check_entry_body(v: &mut Verifier, f: &Func) {
    let func_sp = di_location(&f.loc).and_then(|(s, _)| s.subprogram().cloned());
    if let Some((op, msg)) = first_bad_scope(&f.body, func_sp.as_ref()) {
        v.error(op.span, msg);
    }
}

fn first_bad_scope<'a>(b: &'a Block, func_sp: Option<&DiScope>) -> Option<(&'a Op, String)> {
    for op in &b.ops {
        for r in &op.regions {
            if let Some(inner) = r.block() {
                if let Some(bad) = first_bad_scope(inner, func_sp) {
                    return Some(bad);
                }
            }
        }
        let Some((scope, _)) = di_location(&op.loc) else {
            continue;
        };
        let Some(op_sp) = scope.subprogram() else {
            continue;
        };
        match func_sp {
            None => {
                return Some((
                    op,
                    format!(
                        "'{}' op invalid operation debug info scope: {}. Operation has debug info scope, but function debug info scope is undefined.",
                        op_name(op),
                        op_sp.text()
                    ),
                ));
            }
            Some(fs) if fs != op_sp => {
                return Some((
                    op,
                    format!(
                        "invalid operation debug info scope: {}. Operation debug info scope does not match function debug info scope: {}.",
                        op_sp.text(),
                        fs.text()
                    ),
                ));
            }
            _ => {}
        }
    }
    None
}

/// The op's full name as written (`cuda_tile.addi`, or a foreign op's own name).
fn op_name(op: &Op) -> String {
    if op.def().is_unregistered() {
        let n = op
            .attr(crate::ops::UNREGISTERED_NAME_ATTR)
            .and_then(|a| a.as_str())
            .unwrap_or("?");
        return n.to_string();
    }
    format!("cuda_tile.{}", op.name())
}
