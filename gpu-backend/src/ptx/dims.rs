//! The dims solver: named dimensions related by multiplicative equations (`Tile = Warps * Lanes
//! * PerThread`, `X * 4 = Y`), grouped in scopes.
//!
//! [`Dims::init`] first solves every dimension's size from all equations of all scopes; sizes
//! must come out as integers. The returned [`Indices`] is the runtime view: the lowering binds
//! some indices to runtime values (`%tid.x`, loop variables) and reads the others, which the
//! solver derives through the equations of the active scopes by row-major (un)linearisation.

mod expr;
mod indices;
mod size;
#[cfg(test)]
mod tests;

use std::fmt;
use std::sync::atomic::{AtomicU32, Ordering};

pub use expr::Expr;
pub use indices::{Indices, Loop, Vector};

/// A bad layout or a bad use of the solver, with a message meant for the person who wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimsError {
    pub message: String,
}

impl DimsError {
    fn new(message: impl Into<String>) -> DimsError {
        DimsError {
            message: message.into(),
        }
    }
}

impl fmt::Display for DimsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for DimsError {}

/// A dimension of one [`Dims`]; it remembers which, so that mixing two layouts is caught.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dim {
    owner: u32,
    index: usize,
}

/// A scope of one [`Dims`]: equations attached to it hold only while it is entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scope {
    owner: u32,
    index: usize,
}

/// One factor of a product: a dimension or an integer constant (a stride, never an index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Factor {
    Dim(Dim),
    Const(u64),
}

/// One side of an equation, most significant factor first; `a * b` and `a * 4` build one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Product(pub Vec<Factor>);

impl From<Dim> for Product {
    fn from(d: Dim) -> Product {
        Product(vec![Factor::Dim(d)])
    }
}

impl From<u64> for Product {
    fn from(c: u64) -> Product {
        Product(vec![Factor::Const(c)])
    }
}

impl<T: Into<Product>> std::ops::Mul<T> for Product {
    type Output = Product;
    fn mul(mut self, rhs: T) -> Product {
        self.0.extend(rhs.into().0);
        self
    }
}

impl<T: Into<Product>> std::ops::Mul<T> for Dim {
    type Output = Product;
    fn mul(self, rhs: T) -> Product {
        Product::from(self) * rhs
    }
}

impl std::ops::Mul<Dim> for u64 {
    type Output = Product;
    fn mul(self, rhs: Dim) -> Product {
        Product::from(self) * rhs
    }
}

#[derive(Clone, Debug)]
struct DimInfo {
    name: String,
    size: Option<u64>,
}

#[derive(Clone, Debug)]
struct ScopeInfo {
    name: String,
    parent: Option<usize>,
}

/// `lhs = rhs`, attached to a scope (index into the scope list; 0 is the root).
#[derive(Clone, Debug)]
struct Equation {
    lhs: Vec<Factor>,
    rhs: Vec<Factor>,
    scope: usize,
}

/// Names of dimensions and scopes, to print equations and diagnostics.
#[derive(Clone, Debug)]
struct Names {
    dims: Vec<String>,
    scopes: Vec<ScopeInfo>,
}

impl Names {
    fn side(&self, side: &[Factor]) -> String {
        if side.is_empty() {
            return "1".into();
        }
        let parts: Vec<String> = side
            .iter()
            .map(|f| match f {
                Factor::Dim(d) => self.dims[d.index].clone(),
                Factor::Const(c) => c.to_string(),
            })
            .collect();
        parts.join(" * ")
    }

    /// `` `N = B * T` `` with ` (scope S)` unless it is a root equation.
    fn equation(&self, eq: &Equation) -> String {
        let scope = if eq.scope == 0 {
            String::new()
        } else {
            format!(" (scope {})", self.scope_path(eq.scope))
        };
        format!("`{} = {}`{scope}", self.side(&eq.lhs), self.side(&eq.rhs))
    }

    /// `root/a/b`.
    fn scope_path(&self, mut s: usize) -> String {
        let mut parts = vec![self.scopes[s].name.clone()];
        while let Some(p) = self.scopes[s].parent {
            parts.push(self.scopes[p].name.clone());
            s = p;
        }
        parts.reverse();
        parts.join("/")
    }
}

/// A layout under construction: dimensions, scopes and equations.
#[derive(Clone, Debug)]
pub struct Dims {
    id: u32,
    dims: Vec<DimInfo>,
    scopes: Vec<ScopeInfo>,
    equations: Vec<Equation>,
}

impl Default for Dims {
    fn default() -> Self {
        Self::new()
    }
}

impl Dims {
    pub fn new() -> Dims {
        // Distinct ids make a `Dim` of another `Dims` detectable, however the two were made.
        static NEXT: AtomicU32 = AtomicU32::new(0);
        Dims {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            dims: Vec::new(),
            scopes: vec![ScopeInfo {
                name: "root".into(),
                parent: None,
            }],
            equations: Vec::new(),
        }
    }

    /// A new dimension; its size is given here or solved by [`Dims::init`]. Bad names or sizes
    /// (duplicates, 0) are reported by `init`.
    pub fn dim(&mut self, name: impl Into<String>, size: Option<u64>) -> Dim {
        self.dims.push(DimInfo {
            name: name.into(),
            size,
        });
        Dim {
            owner: self.id,
            index: self.dims.len() - 1,
        }
    }

    /// The scope that is always active.
    pub fn root(&self) -> Scope {
        Scope {
            owner: self.id,
            index: 0,
        }
    }

    pub fn new_scope(
        &mut self,
        name: impl Into<String>,
        parent: Scope,
    ) -> Result<Scope, DimsError> {
        self.check_scope(parent)?;
        self.scopes.push(ScopeInfo {
            name: name.into(),
            parent: Some(parent.index),
        });
        Ok(Scope {
            owner: self.id,
            index: self.scopes.len() - 1,
        })
    }

    /// `lhs = rhs` in the root scope: it holds everywhere.
    pub fn equate(
        &mut self,
        lhs: impl Into<Product>,
        rhs: impl Into<Product>,
    ) -> Result<(), DimsError> {
        self.equate_in(self.root(), lhs, rhs)
    }

    /// `lhs = rhs` for sizes everywhere, for indices only while `scope` is entered.
    pub fn equate_in(
        &mut self,
        scope: Scope,
        lhs: impl Into<Product>,
        rhs: impl Into<Product>,
    ) -> Result<(), DimsError> {
        self.check_scope(scope)?;
        let (lhs, rhs) = (lhs.into().0, rhs.into().0);
        for f in lhs.iter().chain(&rhs) {
            match *f {
                Factor::Dim(d) => self.check_dim(d)?,
                Factor::Const(0) => {
                    return Err(DimsError::new("a constant factor of 0 makes every size 0"))
                }
                Factor::Const(_) => {}
            }
        }
        self.equations.push(Equation {
            lhs,
            rhs,
            scope: scope.index,
        });
        Ok(())
    }

    pub fn name(&self, d: Dim) -> Result<&str, DimsError> {
        self.check_dim(d)?;
        Ok(&self.dims[d.index].name)
    }

    /// Solves every size and returns the runtime view.
    pub fn init(&self) -> Result<Indices, DimsError> {
        let names = Names {
            dims: self.dims.iter().map(|d| d.name.clone()).collect(),
            scopes: self.scopes.clone(),
        };
        for (i, d) in self.dims.iter().enumerate() {
            if d.size == Some(0) {
                return Err(DimsError::new(format!("dimension {} has size 0", d.name)));
            }
            if self.dims[..i].iter().any(|o| o.name == d.name) {
                return Err(DimsError::new(format!(
                    "two dimensions are named {}",
                    d.name
                )));
            }
        }
        let given: Vec<Option<u64>> = self.dims.iter().map(|d| d.size).collect();
        let sizes = size::solve(&names, &given, &self.equations)?;
        Ok(Indices::new(self.id, names, sizes, self.equations.clone()))
    }

    fn check_dim(&self, d: Dim) -> Result<(), DimsError> {
        if d.owner != self.id || d.index >= self.dims.len() {
            return Err(DimsError::new(format!(
                "dimension #{} belongs to another Dims (#{}), not to this one (#{})",
                d.index, d.owner, self.id
            )));
        }
        Ok(())
    }

    fn check_scope(&self, s: Scope) -> Result<(), DimsError> {
        if s.owner != self.id || s.index >= self.scopes.len() {
            return Err(DimsError::new(format!(
                "scope #{} belongs to another Dims (#{})",
                s.index, s.owner
            )));
        }
        Ok(())
    }
}
