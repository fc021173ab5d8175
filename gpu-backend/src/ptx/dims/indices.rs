//! The runtime view: indices bound to runtime values and derived through the equations of the
//! active scopes.
//!
//! State is a stack of frames (the root, entered scopes, loops, vector regions). Every solved
//! index and every used equation is tagged with the depth of the frame that was innermost when
//! it was solved, so leaving a frame forgets exactly what was learnt inside it.

use super::{Dim, DimsError, Equation, Expr, Factor, Names, Scope};

/// A loop the lowering emits: `for var in 0..trip_count`, unrolled or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub dim: Dim,
    pub var: String,
    pub trip_count: u64,
    pub unroll: bool,
}

/// A vector region: `dim`'s elements are one vector of `width` lanes, its index 0 inside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vector {
    pub dim: Dim,
    pub width: u64,
}

#[derive(Clone, Debug)]
enum Frame {
    Root,
    Scope(usize),
    Loop(Loop),
    Vector(Vector),
}

#[derive(Clone, Debug)]
enum Source {
    Set,
    Loop(Loop),
    Vector(u64),
    /// Derived through equation `eq` from the solved dimensions `from` of its other side.
    Equation {
        eq: usize,
        from: Vec<usize>,
    },
}

#[derive(Clone, Debug)]
struct Solved {
    expr: Expr,
    source: Source,
    depth: usize,
}

/// An equation already used for indices, since the frame at `depth`.
#[derive(Clone, Copy, Debug)]
struct Fired {
    depth: usize,
}

/// Solved sizes plus the runtime indices of the current context; made by [`super::Dims::init`].
#[derive(Clone, Debug)]
pub struct Indices {
    owner: u32,
    names: Names,
    sizes: Vec<u64>,
    equations: Vec<Equation>,
    frames: Vec<Frame>,
    solved: Vec<Option<Solved>>,
    fired: Vec<Option<Fired>>,
    loops_made: usize,
}

/// The non-unit dimensions of one equation side, in order (size-1 ones carry no index).
fn side_dims(sizes: &[u64], side: &[Factor]) -> Vec<usize> {
    side.iter()
        .filter_map(|f| match *f {
            Factor::Dim(d) if sizes[d.index] > 1 => Some(d.index),
            _ => None,
        })
        .collect()
}

impl Indices {
    pub(super) fn new(
        owner: u32,
        names: Names,
        sizes: Vec<u64>,
        equations: Vec<Equation>,
    ) -> Indices {
        let (n, e) = (sizes.len(), equations.len());
        Indices {
            owner,
            names,
            sizes,
            equations,
            frames: vec![Frame::Root],
            solved: vec![None; n],
            fired: vec![None; e],
            loops_made: 0,
        }
    }

    pub fn size(&self, d: Dim) -> Result<u64, DimsError> {
        self.check(d)?;
        Ok(self.sizes[d.index])
    }

    pub fn name(&self, d: Dim) -> Result<&str, DimsError> {
        self.check(d)?;
        Ok(&self.names.dims[d.index])
    }

    /// Binds `d`'s index to `expr` in the current frame and derives what follows. A size-1
    /// dimension's index stays the constant 0, whatever is bound.
    pub fn set_index(&mut self, d: Dim, expr: Expr) -> Result<(), DimsError> {
        self.check(d)?;
        self.bind(d.index, expr, Source::Set)
    }

    /// The index of `d` in the current context, or why it is not known.
    pub fn get(&self, d: Dim) -> Result<Expr, DimsError> {
        self.check(d)?;
        if self.sizes[d.index] == 1 {
            return Ok(Expr::Const(0));
        }
        match &self.solved[d.index] {
            Some(s) => Ok(s.expr.clone()),
            None => Err(DimsError::new(format!(
                "the index of {} is not solved in {}: {}",
                self.names.dims[d.index],
                self.context(),
                self.partial(d.index)
            ))),
        }
    }

    /// Activates `s`'s equations; its parent must be entered already.
    pub fn enter(&mut self, s: Scope) -> Result<(), DimsError> {
        if s.owner != self.owner || s.index >= self.names.scopes.len() {
            return Err(DimsError::new(format!(
                "scope #{} belongs to another Dims (#{})",
                s.index, s.owner
            )));
        }
        let path = self.names.scope_path(s.index);
        if self.is_active(s.index) {
            return Err(DimsError::new(format!("scope {path} is already entered")));
        }
        // Only the root has no parent, and the root is always active.
        let parent = self.names.scopes[s.index].parent.unwrap_or(0);
        if !self.is_active(parent) {
            return Err(DimsError::new(format!(
                "cannot enter scope {path}: its parent {} is not entered (it is on another branch than {})",
                self.names.scope_path(parent),
                self.context()
            )));
        }
        self.push(Frame::Scope(s.index), None)
    }

    /// Leaves the innermost scope, loop or vector region, forgetting what was solved inside.
    pub fn exit(&mut self) -> Result<(), DimsError> {
        if self.frames.len() == 1 {
            return Err(DimsError::new(
                "exit without an entered scope, loop or vector region",
            ));
        }
        self.frames.pop();
        let depth = self.frames.len();
        for s in &mut self.solved {
            if s.as_ref().is_some_and(|s| s.depth >= depth) {
                *s = None;
            }
        }
        for f in &mut self.fired {
            if f.is_some_and(|f| f.depth >= depth) {
                *f = None;
            }
        }
        Ok(())
    }

    /// Runs `f` with scope `s` entered.
    pub fn scope<R>(
        &mut self,
        s: Scope,
        f: impl FnOnce(&mut Self) -> Result<R, DimsError>,
    ) -> Result<R, DimsError> {
        self.enter(s)?;
        self.run_inside(f)
    }

    /// Opens a loop over `d`: its index becomes the loop variable, for |d| iterations.
    pub fn enter_loop(&mut self, d: Dim, unroll: bool) -> Result<Loop, DimsError> {
        self.check(d)?;
        self.not_solved(d.index, "loop over")?;
        let name = &self.names.dims[d.index];
        let l = Loop {
            dim: d,
            var: format!("%loop{}.{name}", self.loops_made),
            trip_count: self.sizes[d.index],
            unroll,
        };
        self.loops_made += 1;
        self.push(
            Frame::Loop(l.clone()),
            Some((d.index, Expr::var(&l.var), Source::Loop(l.clone()))),
        )?;
        Ok(l)
    }

    /// Runs `f` inside a loop over `d` (see [`Indices::enter_loop`]).
    pub fn loop_over<R>(
        &mut self,
        d: Dim,
        unroll: bool,
        f: impl FnOnce(&mut Self, &Loop) -> Result<R, DimsError>,
    ) -> Result<R, DimsError> {
        let l = self.enter_loop(d, unroll)?;
        self.run_inside(|ix| f(ix, &l))
    }

    /// Opens a vector region over `d`, which must have exactly `width` elements; its index is 0
    /// inside (the vector covers them all).
    pub fn enter_vector(&mut self, d: Dim, width: u64) -> Result<Vector, DimsError> {
        self.check(d)?;
        let size = self.sizes[d.index];
        let name = &self.names.dims[d.index];
        if size != width {
            return Err(DimsError::new(format!(
                "cannot vectorize {name} with width {width}: |{name}| = {size}, a vector must cover the whole dimension"
            )));
        }
        self.not_solved(d.index, "vectorize")?;
        let v = Vector { dim: d, width };
        self.push(
            Frame::Vector(v.clone()),
            Some((d.index, Expr::Const(0), Source::Vector(width))),
        )?;
        Ok(v)
    }

    /// Runs `f` inside a vector region over `d` (see [`Indices::enter_vector`]).
    pub fn vectorize<R>(
        &mut self,
        d: Dim,
        width: u64,
        f: impl FnOnce(&mut Self, &Vector) -> Result<R, DimsError>,
    ) -> Result<R, DimsError> {
        let v = self.enter_vector(d, width)?;
        self.run_inside(|ix| f(ix, &v))
    }

    /// The open loops, outermost first.
    pub fn loops(&self) -> Vec<&Loop> {
        self.frames
            .iter()
            .filter_map(|f| {
                if let Frame::Loop(l) = f {
                    Some(l)
                } else {
                    None
                }
            })
            .collect()
    }

    /// The open vector regions, outermost first.
    pub fn vectors(&self) -> Vec<&Vector> {
        self.frames
            .iter()
            .filter_map(|f| {
                if let Frame::Vector(v) = f {
                    Some(v)
                } else {
                    None
                }
            })
            .collect()
    }

    /// Where `d`'s index comes from; an error (the same as [`Indices::get`]'s) if it is unsolved.
    pub fn why_solved(&self, d: Dim) -> Result<String, DimsError> {
        self.get(d)?;
        let name = &self.names.dims[d.index];
        let Some(s) = &self.solved[d.index] else {
            return Ok(format!("{name} has size 1, so its index is 0"));
        };
        Ok(match &s.source {
            Source::Set => format!("{name} is set externally to {}", s.expr),
            Source::Loop(l) => format!(
                "{name} is the variable {} of a loop of {} iterations{}",
                l.var,
                l.trip_count,
                if l.unroll { " (unrolled)" } else { "" }
            ),
            Source::Vector(w) => {
                format!("{name} is vectorized with width {w}, so its index is 0 in the region")
            }
            Source::Equation { eq, from } => {
                let from: Vec<&str> = from.iter().map(|d| self.names.dims[*d].as_str()).collect();
                format!(
                    "{name} is solved by {} from {}: {name} = {}",
                    self.names.equation(&self.equations[*eq]),
                    if from.is_empty() {
                        "constants".to_string()
                    } else {
                        from.join(", ")
                    },
                    s.expr
                )
            }
        })
    }

    /// Which active equations constrain `d` without solving it, and what they miss.
    pub fn why_partial(&self, d: Dim) -> Result<String, DimsError> {
        self.check(d)?;
        if self.get(d).is_ok() {
            return Ok(format!(
                "{} is solved: {}",
                self.names.dims[d.index],
                self.why_solved(d)?
            ));
        }
        Ok(self.partial(d.index))
    }

    fn check(&self, d: Dim) -> Result<(), DimsError> {
        if d.owner != self.owner || d.index >= self.sizes.len() {
            return Err(DimsError::new(format!(
                "dimension #{} belongs to another Dims (#{}), not to this one (#{})",
                d.index, d.owner, self.owner
            )));
        }
        Ok(())
    }

    fn not_solved(&self, d: usize, what: &str) -> Result<(), DimsError> {
        if self.sizes[d] > 1 && self.solved[d].is_some() {
            let dim = Dim {
                owner: self.owner,
                index: d,
            };
            let why = self.why_solved(dim)?;
            return Err(DimsError::new(format!(
                "cannot {what} {}: it is already solved ({why}); its information would flow both ways",
                self.names.dims[d]
            )));
        }
        Ok(())
    }

    fn is_active(&self, scope: usize) -> bool {
        scope == 0
            || self
                .frames
                .iter()
                .any(|f| matches!(f, Frame::Scope(s) if *s == scope))
    }

    /// `scope root, root/a` (the entered scopes, outermost first).
    fn context(&self) -> String {
        let mut scopes = vec!["root".to_string()];
        scopes.extend(self.frames.iter().filter_map(|f| match f {
            Frame::Scope(s) => Some(self.names.scope_path(*s)),
            _ => None,
        }));
        format!("scope {}", scopes.join(", "))
    }

    /// Runs `f` in the frame just pushed and leaves it, whatever `f` returns.
    fn run_inside<R>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<R, DimsError>,
    ) -> Result<R, DimsError> {
        let depth = self.frames.len();
        let r = f(self);
        if self.frames.len() < depth {
            return Err(DimsError::new(
                "a scope, loop or vector region was exited inside its own closure",
            ));
        }
        while self.frames.len() >= depth {
            self.exit()?;
        }
        r
    }

    /// Pushes a frame, binds its index if any and propagates; on error nothing changes.
    fn push(&mut self, frame: Frame, bind: Option<(usize, Expr, Source)>) -> Result<(), DimsError> {
        self.frames.push(frame);
        let r = match bind {
            Some((d, e, s)) => self.bind(d, e, s),
            None => self.propagate(),
        };
        if r.is_err() {
            self.frames.pop();
        }
        r
    }

    fn bind(&mut self, d: usize, expr: Expr, source: Source) -> Result<(), DimsError> {
        if self.sizes[d] == 1 {
            return Ok(());
        }
        self.not_solved(d, "set the index of")?;
        let depth = self.frames.len() - 1;
        let saved = (self.solved.clone(), self.fired.clone());
        self.solved[d] = Some(Solved {
            expr,
            source,
            depth,
        });
        let r = self.propagate();
        if r.is_err() {
            (self.solved, self.fired) = saved;
        }
        r
    }

    /// Uses every active, unused equation that has one side solved and the other unsolved,
    /// until none is left; on error the state may be partly updated (callers restore it).
    fn propagate(&mut self) -> Result<(), DimsError> {
        let saved = (self.solved.clone(), self.fired.clone());
        let r = self.propagate_inner();
        if r.is_err() {
            (self.solved, self.fired) = saved;
        }
        r
    }

    fn propagate_inner(&mut self) -> Result<(), DimsError> {
        loop {
            let mut progress = false;
            for i in 0..self.equations.len() {
                if self.fired[i].is_some() || !self.is_active(self.equations[i].scope) {
                    continue;
                }
                let eq = &self.equations[i];
                let (l, r) = (
                    side_dims(&self.sizes, &eq.lhs),
                    side_dims(&self.sizes, &eq.rhs),
                );
                // A side without indices (constants, size-1 dimensions) only states a size.
                if l.is_empty() || r.is_empty() {
                    continue;
                }
                let known = |ds: &[usize]| ds.iter().filter(|d| self.solved[**d].is_some()).count();
                let (lk, rk) = (known(&l), known(&r));
                let direction = match (lk == l.len(), rk == r.len()) {
                    (true, true) => return Err(self.both_ways(i, None)),
                    (true, false) if rk == 0 => true,
                    (false, true) if lk == 0 => false,
                    (true, false) => return Err(self.both_ways(i, Some(true))),
                    (false, true) => return Err(self.both_ways(i, Some(false))),
                    (false, false) => continue,
                };
                self.fire(i, direction)?;
                progress = true;
            }
            if !progress {
                return Ok(());
            }
        }
    }

    /// Derives the indices of one side of equation `i` from the other (`left_to_right`: from
    /// the left side).
    fn fire(&mut self, i: usize, left_to_right: bool) -> Result<(), DimsError> {
        let eq = &self.equations[i];
        let (src, dst) = if left_to_right {
            (&eq.lhs, &eq.rhs)
        } else {
            (&eq.rhs, &eq.lhs)
        };
        let sizes = |f: &Factor| match *f {
            Factor::Dim(d) => self.sizes[d.index],
            Factor::Const(c) => c,
        };
        // Row-major: a factor's stride is the product of the sizes after it (fits u64: init
        // checked every side's product).
        let strides = |side: &[Factor]| {
            let mut s = vec![1u64; side.len()];
            for k in (0..side.len().saturating_sub(1)).rev() {
                s[k] = s[k + 1] * sizes(&side[k + 1]);
            }
            s
        };
        let mut linear = Expr::Const(0);
        for (f, stride) in src.iter().zip(strides(src)) {
            if let Factor::Dim(d) = *f {
                if self.sizes[d.index] > 1 {
                    let idx = self.solved[d.index]
                        .as_ref()
                        .map_or(Expr::Const(0), |s| s.expr.clone());
                    linear = linear + idx * stride;
                }
            }
        }
        let dst_dims = side_dims(&self.sizes, dst);
        if let Some(d) = dst_dims
            .iter()
            .find(|d| dst_dims.iter().filter(|e| e == d).count() > 1)
        {
            return Err(DimsError::new(format!(
                "{} cannot give the index of {}: it appears more than once on the side to solve",
                self.names.equation(eq),
                self.names.dims[*d]
            )));
        }
        let from = side_dims(&self.sizes, src);
        let depth = self.frames.len() - 1;
        let mut before = 1u64;
        let mut derived = Vec::new();
        for (f, stride) in dst.iter().zip(strides(dst)) {
            let size = sizes(f);
            if let Factor::Dim(d) = *f {
                if size > 1 {
                    let q = linear.clone() / stride;
                    // The most significant factor needs no `%`: the index is in range already.
                    let expr = if before == 1 { q } else { q % size };
                    derived.push((d.index, expr));
                }
            }
            before = before.saturating_mul(size);
        }
        for (d, expr) in derived {
            self.solved[d] = Some(Solved {
                expr,
                source: Source::Equation {
                    eq: i,
                    from: from.clone(),
                },
                depth,
            });
        }
        self.fired[i] = Some(Fired { depth });
        Ok(())
    }

    /// `N (set externally)`, `T (unsolved)`, `B (from `N = B * T`)`.
    fn state(&self, d: usize) -> String {
        let name = &self.names.dims[d];
        match self.solved[d].as_ref().map(|s| &s.source) {
            None if self.sizes[d] == 1 => format!("{name} (size 1)"),
            None => format!("{name} (unsolved)"),
            Some(Source::Set) => format!("{name} (set externally)"),
            Some(Source::Loop(l)) => format!("{name} (loop variable {})", l.var),
            Some(Source::Vector(w)) => format!("{name} (vectorized, width {w})"),
            Some(Source::Equation { eq, .. }) => {
                format!(
                    "{name} (solved by {})",
                    self.names.equation(&self.equations[*eq])
                )
            }
        }
    }

    fn states(&self, ds: &[usize]) -> String {
        ds.iter()
            .map(|d| self.state(*d))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The error for equation `i` whose sides are both (`None`) or partly solved already;
    /// `Some(true)`: the left side is solved and part of the right one.
    fn both_ways(&self, i: usize, partial: Option<bool>) -> DimsError {
        let eq = &self.equations[i];
        let (l, r) = (
            side_dims(&self.sizes, &eq.lhs),
            side_dims(&self.sizes, &eq.rhs),
        );
        let what = match partial {
            None => "both sides are solved independently".to_string(),
            Some(true) => "the left side is solved, but so is part of the right side".to_string(),
            Some(false) => "the right side is solved, but so is part of the left side".to_string(),
        };
        DimsError::new(format!(
            "information would flow both ways through {}: {what} (left: {}; right: {}); bind fewer indices or drop an equation",
            self.names.equation(eq),
            self.states(&l),
            self.states(&r)
        ))
    }

    /// Why dimension `d` is unsolved: each active equation that mentions it and what it lacks.
    fn partial(&self, d: usize) -> String {
        let name = &self.names.dims[d];
        let mut lines = Vec::new();
        let mut inactive = Vec::new();
        for eq in &self.equations {
            let (l, r) = (
                side_dims(&self.sizes, &eq.lhs),
                side_dims(&self.sizes, &eq.rhs),
            );
            let on_left = l.contains(&d);
            if !on_left && !r.contains(&d) {
                continue;
            }
            if !self.is_active(eq.scope) {
                inactive.push(self.names.equation(eq));
                continue;
            }
            let (own, other) = if on_left { (&l, &r) } else { (&r, &l) };
            let vars = format!("{}; {}", self.states(&l), self.states(&r));
            let missing: Vec<&str> = other
                .iter()
                .filter(|o| self.solved[**o].is_none())
                .map(|o| self.names.dims[*o].as_str())
                .collect();
            let blocking: Vec<&str> = own
                .iter()
                .filter(|o| self.solved[**o].is_some())
                .map(|o| self.names.dims[*o].as_str())
                .collect();
            let text = if other.is_empty() {
                "it only states a size (the other side has no index)".to_string()
            } else if !blocking.is_empty() {
                format!(
                    "{} on {name}'s side already solved, so it cannot derive {name}",
                    blocking.join(", ")
                )
            } else if !missing.is_empty() {
                format!("{name} needs {} solved", missing.join(", "))
            } else {
                format!("{name} is not solved yet")
            };
            lines.push(format!(
                "{} constrains {name} ({vars}): {text}",
                self.names.equation(eq)
            ));
        }
        let mut out = if lines.is_empty() {
            format!("{name} is not set and no active equation mentions it")
        } else {
            lines.join("; ")
        };
        if !inactive.is_empty() {
            out += &format!(
                "; equations in scopes not entered also mention it: {}",
                inactive.join(", ")
            );
        }
        out
    }
}
