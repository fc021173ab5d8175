//! Control flow through whole kernels: if/yield, for (signed, unsigned, zero-trip, carried
//! values), loop/break/continue nested in ifs and fors, early return, assert (reported while
//! execution continues); expected values from the same computation written in Rust.

mod support;
use support::*;
use tileref_interp::{Category, Options, Status};

/// Runs a body that leaves `%r` (tile<Nxi32>) and returns it.
fn run_i32(body: &str, n: usize, params: &str, args: Vec<Arg>) -> Vec<i32> {
    let p = if params.is_empty() {
        "%o: tile<ptr<i32>>".to_string()
    } else {
        format!("%o: tile<ptr<i32>>, {params}")
    };
    let mut a = vec![zeros(4 * n)];
    a.extend(args);
    let out = run1(
        &module(&p, &format!("{body}\n{}", store("%o", "%r", &[n], "i32"))),
        a,
    );
    out.ok();
    out.i32s(0)
}

#[test]
fn if_with_and_without_results_and_else() {
    let body = "
    %c = cmpi greater_than %x, %zero, signed : tile<i32> -> tile<i1>
    %a = if %c -> (tile<i32>) {
      %t = addi %x, %x : tile<i32>
      yield %t : tile<i32>
    } else {
      %t = subi %zero, %x : tile<i32>
      yield %t : tile<i32>
    }
    %b, %d = if %c -> (tile<i32>, tile<i32>) {
      yield %x, %a : tile<i32>, tile<i32>
    } else {
      %inner = if %c -> tile<i32> {
        yield %zero : tile<i32>
      } else {
        %m = muli %a, %a : tile<i32>
        yield %m : tile<i32>
      }
      yield %inner, %zero : tile<i32>, tile<i32>
    }
    if %c {
      %s = constant <i32: 1000> : tile<i32>
      %tk = store_ptr_tko weak %side, %s : tile<ptr<i32>>, tile<i32> -> token
    }
    %a1 = reshape %a : tile<i32> -> tile<1xi32>
    %b1 = reshape %b : tile<i32> -> tile<1xi32>
    %d1 = reshape %d : tile<i32> -> tile<1xi32>
    %ab = cat %a1, %b1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %dd = cat %d1, %d1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %r = cat %ab, %dd dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
";
    let body = format!("    %zero = constant <i32: 0> : tile<i32>\n{body}");
    for x in [5i32, -3, 0] {
        let out = run1(
            &module(
                "%o: tile<ptr<i32>>, %x: tile<i32>, %side: tile<ptr<i32>>",
                &format!("{body}{}", store("%o", "%r", &[4], "i32")),
            ),
            vec![zeros(16), Arg::Scalar(x as u32 as u64), zeros(4)],
        );
        out.ok();
        let a = if x > 0 { 2 * x } else { -x };
        let (b, d) = if x > 0 { (x, a) } else { (a * a, 0) };
        assert_eq!(out.i32s(0), vec![a, b, d, d], "x = {x}");
        assert_eq!(out.i32s(1), vec![if x > 0 { 1000 } else { 0 }]);
    }
}

const FOR_SUM: &str = "
    %c0 = constant <i32: 0> : tile<i32>
    %r0 = constant <i32: 0> : tile<4xi32>
    %s = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %r0) -> (tile<4xi32>) {
      %b = reshape %iv : tile<i32> -> tile<1xi32>
      %bb = broadcast %b : tile<1xi32> -> tile<4xi32>
      %io = iota : tile<4xi32>
      %m = muli %bb, %io : tile<4xi32>
      %n = addi %acc, %m : tile<4xi32>
      continue %n : tile<4xi32>
    }
    %r = addi %s, %r0 : tile<4xi32>
";

#[test]
fn for_loops_carry_values_including_zero_trip() {
    let params = "%lb: tile<i32>, %ub: tile<i32>, %st: tile<i32>";
    for (lb, ub, st) in [
        (0i32, 10, 1),
        (3, 20, 4),
        (-7, 5, 3),
        (5, 5, 1),
        (9, 2, 1),
        (-3, -2, 10),
        (0, 1, 1000),
    ] {
        let got = run_i32(
            FOR_SUM,
            4,
            params,
            vec![
                Arg::Scalar(lb as u32 as u64),
                Arg::Scalar(ub as u32 as u64),
                Arg::Scalar(st as u32 as u64),
            ],
        );
        let mut want = [0i32; 4];
        let mut iv = lb;
        while iv < ub {
            for (k, w) in want.iter_mut().enumerate() {
                *w += iv * k as i32;
            }
            iv += st;
        }
        assert_eq!(got, want.to_vec(), "for {lb} to {ub} step {st}");
    }
}

#[test]
fn for_unsigned_compares_without_sign() {
    // i8 bounds 0 to −56: signed, no iteration; unsigned, 0 to 200 step 50: 0, 50, 100, 150.
    let body = "
    %lb = constant <i8: 0> : tile<i8>
    %ub = constant <i8: -56> : tile<i8>
    %st = constant <i8: 50> : tile<i8>
    %z = constant <i32: 0> : tile<i32>
    %s1 = for %iv in (%lb to %ub, step %st) : tile<i8> iter_values(%a = %z) -> (tile<i32>) {
      %w = exti %iv unsigned : tile<i8> -> tile<i32>
      %n = addi %a, %w : tile<i32>
      continue %n : tile<i32>
    }
    %s2 = for unsigned %iv in (%lb to %ub, step %st) : tile<i8> iter_values(%a = %z) -> (tile<i32>) {
      %w = exti %iv unsigned : tile<i8> -> tile<i32>
      %n = addi %a, %w : tile<i32>
      continue %n : tile<i32>
    }
    %x1 = reshape %s1 : tile<i32> -> tile<1xi32>
    %x2 = reshape %s2 : tile<i32> -> tile<1xi32>
    %r = cat %x1, %x2 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
";
    assert_eq!(run_i32(body, 2, "", vec![]), vec![0, 300]);
    // i64 unsigned bounds above 2^63.
    let body = "
    %lb = constant <i64: -10> : tile<i64>
    %ub = constant <i64: -1> : tile<i64>
    %st = constant <i64: 4> : tile<i64>
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %s = for unsigned %iv in (%lb to %ub, step %st) : tile<i64> iter_values(%a = %z) -> (tile<i32>) {
      %n = addi %a, %one : tile<i32>
      continue %n : tile<i32>
    }
    %r = reshape %s : tile<i32> -> tile<1xi32>
";
    // 2^64 − 10, −6, −2: three iterations (all below 2^64 − 1).
    assert_eq!(run_i32(body, 1, "", vec![]), vec![3]);
}

#[test]
fn for_stops_when_the_induction_variable_would_wrap() {
    // i8 from 100 below 127 in steps of 20: 100, 120; the next value (140) does not exist in
    // i8 — the loop ends there (tileref's reading: iterate while iv < ub in exact arithmetic).
    let body = "
    %lb = constant <i8: 100> : tile<i8>
    %ub = constant <i8: 127> : tile<i8>
    %st = constant <i8: 20> : tile<i8>
    %z = constant <i32: 0> : tile<i32>
    %s = for %iv in (%lb to %ub, step %st) : tile<i8> iter_values(%a = %z) -> (tile<i32>) {
      %w = exti %iv signed : tile<i8> -> tile<i32>
      %n = addi %a, %w : tile<i32>
      continue %n : tile<i32>
    }
    %r = reshape %s : tile<i32> -> tile<1xi32>
";
    assert_eq!(run_i32(body, 1, "", vec![]), vec![220]);
}

#[test]
fn for_with_a_step_that_is_not_positive_is_reported() {
    let params = "%lb: tile<i32>, %ub: tile<i32>, %st: tile<i32>";
    for st in [0i32, -1] {
        let src = module(&format!("%o: tile<ptr<i32>>, {params}"), FOR_SUM);
        let out = run1(
            &src,
            vec![
                zeros(16),
                Arg::Scalar(0),
                Arg::Scalar(10),
                Arg::Scalar(st as u32 as u64),
            ],
        );
        out.ub("for-step", "for", None, [0, 0, 0]);
    }
}

#[test]
fn loop_with_break_and_continue_inside_ifs() {
    // Collatz steps of n, counting; the loop's result types differ from its carried types.
    let body = "
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %steps, %last = loop iter_values(%x = %n, %k = %z) : tile<i32>, tile<i32> -> tile<i32>, tile<i64> {
      %done = cmpi equal %x, %one, signed : tile<i32> -> tile<i1>
      if %done {
        %x64 = exti %x signed : tile<i32> -> tile<i64>
        break %k, %x64 : tile<i32>, tile<i64>
      }
      %k2 = addi %k, %one : tile<i32>
      %r = remi %x, %two unsigned : tile<i32>
      %even = cmpi equal %r, %z, signed : tile<i32> -> tile<i1>
      if %even {
        %h = divi %x, %two unsigned : tile<i32>
        continue %h, %k2 : tile<i32>, tile<i32>
      } else {
        %t = muli %x, %three : tile<i32>
        %t1 = addi %t, %one : tile<i32>
        continue %t1, %k2 : tile<i32>, tile<i32>
      }
      continue %x, %k : tile<i32>, tile<i32>
    }
    %l32 = trunci %last : tile<i64> -> tile<i32>
    %a = reshape %steps : tile<i32> -> tile<1xi32>
    %b = reshape %l32 : tile<i32> -> tile<1xi32>
    %r = cat %a, %b dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
";
    for n in [1u32, 6, 27, 97] {
        let got = run_i32(body, 2, "%n: tile<i32>", vec![Arg::Scalar(n as u64)]);
        let (mut x, mut k) = (n, 0);
        while x != 1 {
            x = if x % 2 == 0 { x / 2 } else { 3 * x + 1 };
            k += 1;
        }
        assert_eq!(got, vec![k, 1], "n = {n}");
    }
}

#[test]
fn nested_if_in_for_in_loop() {
    // loop over rounds r (until r == rounds): for i in 0..8 { if i odd: skip via continue;
    // if i == 6 and r is even: add 100 } — carried through all three levels.
    let body = "
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %six = constant <i32: 6> : tile<i32>
    %eight = constant <i32: 8> : tile<i32>
    %hundred = constant <i32: 100> : tile<i32>
    %total = loop iter_values(%r = %z, %acc = %z) : tile<i32>, tile<i32> -> tile<i32> {
      %stop = cmpi greater_than_or_equal %r, %rounds, signed : tile<i32> -> tile<i1>
      if %stop {
        break %acc : tile<i32>
      }
      %inner = for %i in (%z to %eight, step %one) : tile<i32> iter_values(%a = %acc) -> (tile<i32>) {
        %odd = remi %i, %two signed : tile<i32>
        %is_odd = cmpi equal %odd, %one, signed : tile<i32> -> tile<i1>
        if %is_odd {
          continue %a : tile<i32>
        }
        %a1 = addi %a, %i : tile<i32>
        %is6 = cmpi equal %i, %six, signed : tile<i32> -> tile<i1>
        %rodd = remi %r, %two signed : tile<i32>
        %reven = cmpi equal %rodd, %z, signed : tile<i32> -> tile<i1>
        %both = andi %is6, %reven : tile<i1>
        %a2 = if %both -> (tile<i32>) {
          %x = addi %a1, %hundred : tile<i32>
          yield %x : tile<i32>
        } else {
          yield %a1 : tile<i32>
        }
        continue %a2 : tile<i32>
      }
      %r1 = addi %r, %one : tile<i32>
      continue %r1, %inner : tile<i32>, tile<i32>
    }
    %r = reshape %total : tile<i32> -> tile<1xi32>
";
    for rounds in [0u64, 1, 4, 5] {
        let got = run_i32(body, 1, "%rounds: tile<i32>", vec![Arg::Scalar(rounds)]);
        let mut acc = 0;
        for r in 0..rounds as i32 {
            for i in 0..8 {
                if i % 2 == 1 {
                    continue;
                }
                acc += i;
                if i == 6 && r % 2 == 0 {
                    acc += 100;
                }
            }
        }
        assert_eq!(got, vec![acc], "rounds = {rounds}");
    }
}

#[test]
fn loops_without_carried_values_and_a_loop_inside_a_for() {
    // Side effects only: for i < 4 { j = 0; loop { if j > i break; store o[i*4 + j] = i + j;
    // j++ } }.
    let body = "
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    for %i in (%z to %four, step %one) : tile<i32> {
      loop iter_values(%j = %z) : tile<i32> {
        %done = cmpi greater_than %j, %i, signed : tile<i32> -> tile<i1>
        if %done {
          break
        }
        %row = muli %i, %four : tile<i32>
        %pos = addi %row, %j : tile<i32>
        %q = offset %o, %pos : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
        %v = addi %i, %j : tile<i32>
        %t = store_ptr_tko weak %q, %v : tile<ptr<i32>>, tile<i32> -> token
        %j1 = addi %j, %one : tile<i32>
        continue %j1 : tile<i32>
      }
    }
";
    let out = run1(
        &module("%o: tile<ptr<i32>>", body),
        vec![Arg::Buf(i32b(&[-1; 16]))],
    );
    out.ok();
    let mut want = vec![-1; 16];
    for i in 0..4 {
        for j in 0..=i {
            want[i * 4 + j] = (i + j) as i32;
        }
    }
    assert_eq!(out.i32s(0), want);
}

#[test]
fn early_return_from_inside_ifs() {
    let body = "
    %c = constant <i32: 7> : tile<i32>
    %t0 = store_ptr_tko weak %o, %c : tile<ptr<i32>>, tile<i32> -> token
    %big = cmpi greater_than %x, %c, signed : tile<i32> -> tile<i1>
    if %big {
      %small = cmpi less_than %x, %c, signed : tile<i32> -> tile<i1>
      if %small {
      } else {
        return
      }
    }
    %t1 = store_ptr_tko weak %o, %x token=%t0 : tile<ptr<i32>>, tile<i32> -> token
";
    // The second store waits for the first through its token (program order alone would leave
    // the two stores unordered: a race).
    for (x, want) in [(3u64, 3), (100, 7)] {
        let out = run1(
            &module("%o: tile<ptr<i32>>, %x: tile<i32>", body),
            vec![zeros(4), Arg::Scalar(x)],
        );
        out.ok();
        assert_eq!(out.i32s(0), vec![want], "x = {x}");
    }
}

#[test]
fn assert_reports_and_execution_continues() {
    let body = format!(
        "    %x, %y, %z = get_tile_block_id : tile<i32>
    %i8 = iota : tile<8xi32>
    %io = reshape %i8 : tile<8xi32> -> tile<2x4xi32>
    %xr = reshape %x : tile<i32> -> tile<1x1xi32>
    %xb = broadcast %xr : tile<1x1xi32> -> tile<2x4xi32>
    %ok = cmpi not_equal %io, %xb, signed : tile<2x4xi32> -> tile<2x4xi1>
    assert %ok, \"element equals the block id\" : tile<2x4xi1>
    %q = offset %o, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %q, %x : tile<ptr<i32>>, tile<i32> -> token
"
    );
    // Blocks 0..8 fail the assert at the element equal to their id; blocks 8 and 9 never do.
    let out = run(
        &module("%o: tile<ptr<i32>>", &body),
        [10, 1, 1],
        vec![Arg::Buf(i32b(&[-1; 10]))],
    );
    assert_eq!(out.result.status, Status::Error);
    // Every block still stored its id after the assert.
    assert_eq!(out.i32s(0), (0..10).collect::<Vec<i32>>());
    let reps: Vec<_> = out
        .reports()
        .iter()
        .filter(|r| r.kind == "assert-failed")
        .collect();
    assert_eq!(reps.len(), 1, "one site, merged");
    let r = reps[0];
    assert_eq!(r.category, Category::Assert);
    assert_eq!(r.count, 8, "blocks 0..8 fail once each");
    assert_eq!(r.block, Some([0, 0, 0]));
    assert_eq!(r.element.as_deref(), Some(&[0i64, 0][..]));
    assert!(
        r.message.contains("element equals the block id"),
        "{}",
        r.message
    );
    assert_eq!(r.site.as_ref().unwrap().op, "assert");
    // A scalar assert that holds reports nothing.
    let body = "
    %t = constant <i1: true> : tile<i1>
    assert %t, \"never\" : tile<i1>
";
    run1(&module("", body), vec![]).ok();
}

#[test]
fn runaway_loops_hit_the_step_limit() {
    let body = "
    loop {
      continue
    }
";
    let o = Options {
        max_steps: 10_000,
        ..opts()
    };
    let out = run_opts(&module("", body), [1, 1, 1], vec![], &o);
    assert_eq!(out.result.status, Status::Limit);
    let r = out.report("step-limit");
    assert_eq!(r.category, Category::Limit);
    assert!(r.message.contains("10000"), "{}", r.message);
    assert_eq!(r.site.as_ref().map(|s| s.op.as_str()), Some("continue"));
    assert_eq!(r.block, Some([0, 0, 0]));
}

#[test]
fn region_combiners_count_toward_the_step_limit() {
    // 4096 elements through a three-op combiner: about 12 000 steps inside one reduce.
    let body = "
    %a = iota : tile<4096xi32>
    %s = reduce %a dim=0 identities=[0 : i32] : tile<4096xi32> -> tile<i32>
      (%e: tile<i32>, %acc: tile<i32>) {
        %r = addi %e, %acc : tile<i32>
        %r2 = addi %r, %acc : tile<i32>
        yield %r2 : tile<i32>
      }
";
    let o = Options {
        max_steps: 1000,
        ..opts()
    };
    let out = run_opts(&module("", body), [1, 1, 1], vec![], &o);
    assert_eq!(out.result.status, Status::Limit);
    let r = out.report("step-limit");
    assert!(r.message.contains("1000"), "{}", r.message);
    assert_eq!(r.site.as_ref().map(|s| s.op.as_str()), Some("reduce"));
}

#[test]
fn holding_too_many_tile_bytes_stops_the_launch() {
    // Per-block values (not hoisted): 32 KiB each as stored (and a few scalars), so the
    // third passes 65 KiB.
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %b = reshape %x : tile<i32> -> tile<1xi32>
    %a1 = broadcast %b : tile<1xi32> -> tile<4096xi32>
    %a2 = addi %a1, %a1 : tile<4096xi32>
    %a3 = subi %a2, %a1 : tile<4096xi32>
";
    let o = Options {
        max_memory: 65 << 10,
        ..opts()
    };
    let out = run_opts(&module("", body), [1, 1, 1], vec![], &o);
    assert_eq!(out.result.status, Status::Limit);
    let r = out.report("memory-limit");
    assert_eq!(r.category, Category::Limit);
    assert!(r.message.contains("66560"), "{}", r.message);
    assert_eq!(r.site.as_ref().map(|s| s.op.as_str()), Some("subi"));
    // Under the limit the same kernel runs to the end.
    run_opts(
        &module("", body),
        [1, 1, 1],
        vec![],
        &Options {
            max_memory: 97 << 10,
            ..opts()
        },
    )
    .ok();
}

#[test]
fn control_flow_per_block() {
    // Each block loops x times (its id) and stores x·(x−1)/2.
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %s = for %i in (%c0 to %x, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %b = addi %a, %i : tile<i32>
      continue %b : tile<i32>
    }
    %q = offset %o, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %q, %s : tile<ptr<i32>>, tile<i32> -> token
";
    for sched in [
        tileref_interp::Schedule::Sequential,
        tileref_interp::Schedule::Random(3),
        tileref_interp::Schedule::Parallel,
    ] {
        let out = run_opts(
            &module("%o: tile<ptr<i32>>", body),
            [16, 1, 1],
            vec![zeros(64)],
            &Options {
                schedule: sched,
                threads: Some(2),
                ..opts()
            },
        );
        out.ok();
        assert_eq!(
            out.i32s(0),
            (0..16).map(|x| x * (x - 1) / 2).collect::<Vec<i32>>()
        );
    }
}

#[test]
fn allocas_past_the_memory_limit_stop_the_launch() {
    let body = "
    %a = alloca num_elem = 786432, alignment = 1 : tile<ptr<i8>>
    %b = alloca num_elem = 786432, alignment = 1 : tile<ptr<i8>>
";
    let out = run_opts(
        &module("", body),
        [1, 1, 1],
        vec![],
        &Options {
            max_memory: 1 << 20,
            ..opts()
        },
    );
    assert_eq!(out.result.status, Status::Limit);
    let r = out.report("memory-limit");
    assert!(r.message.contains("allocas"), "{}", r.message);
    assert_eq!(r.site.as_ref().map(|s| s.op.as_str()), Some("alloca"));
    // Private allocas go with their block: one per block fits on any grid.
    let one = "
    %a = alloca num_elem = 786432, alignment = 1 : tile<ptr<i8>>
";
    run_opts(
        &module("", one),
        [4, 1, 1],
        vec![],
        &Options {
            max_memory: 1 << 20,
            ..opts()
        },
    )
    .ok();
}

#[test]
fn alignments_that_leave_no_address_fail_cleanly() {
    // Each 2^62-aligned alloca moves the next free address past the next multiple of 2^62;
    // the fourth has none left below 2^64.
    let body = "
    %a0 = alloca num_elem = 4, alignment = 4611686018427387904 : tile<ptr<f32>>
    %a1 = alloca num_elem = 4, alignment = 4611686018427387904 : tile<ptr<f32>>
    %a2 = alloca num_elem = 4, alignment = 4611686018427387904 : tile<ptr<f32>>
    %a3 = alloca num_elem = 4, alignment = 4611686018427387904 : tile<ptr<f32>>
";
    let out = run_opts(&module("", body), [1, 1, 1], vec![], &opts());
    assert_eq!(out.result.status, Status::Ub);
    assert!(out
        .report("alloca-failed")
        .message
        .contains("4611686018427387904"));
}

#[test]
fn globals_past_the_memory_limit_are_refused() {
    let src = "cuda_tile.module @m {
  global @g <f64: 0.0> : tile<262144xf64>
  entry @k() {
  }
}";
    let m = tileref_spec::text::parse_module(src).unwrap();
    let small = Options {
        max_memory: 1 << 20,
        ..opts()
    };
    let err = tileref_interp::launch(
        &m,
        "k",
        [1, 1, 1],
        &[],
        &tileref_interp::Memory::new(),
        &small,
    )
    .unwrap_err();
    assert!(
        err.contains("2097152 bytes") && err.contains("memory limit"),
        "{err}"
    );
    tileref_interp::launch(
        &m,
        "k",
        [1, 1, 1],
        &[],
        &tileref_interp::Memory::new(),
        &opts(),
    )
    .unwrap();
}
