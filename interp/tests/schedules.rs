//! Schedule independence, blocks that synchronise through memory, deadlock reports, and the
//! step and time limits that stop a whole launch.

mod support;
use std::time::{Duration, Instant};
use support::*;
use tileref_interp::{Category, Options, Schedule, Status};

fn schedules() -> Vec<Options> {
    let mut v = vec![];
    for s in [
        Schedule::Sequential,
        Schedule::Reverse,
        Schedule::Random(1),
        Schedule::Random(7),
        Schedule::Random(12345),
    ] {
        v.push(Options {
            schedule: s,
            ..Options::default()
        });
    }
    for t in [1, 2, 3, 8] {
        v.push(Options {
            schedule: Schedule::Parallel,
            threads: Some(t),
            ..Options::default()
        });
    }
    v
}

/// A race-free kernel with arithmetic, views, reductions and integer atomics gives the same
/// bits under every schedule and thread count.
#[test]
fn race_free_results_do_not_depend_on_the_schedule() {
    let src = "cuda_tile.module @m {
  entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %sum: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(256), tensor_view<4096xf32, strides=[1]>>
    %py = make_partition_view %ty : partition_view<tile=(256), tensor_view<4096xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %px[%b] : partition_view<tile=(256), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %e = exp %v : tile<256xf32>
    %m = mulf %e, %v rounding<zero> : tile<256xf32>
    %t1 = store_view_tko weak %m, %py[%b] : tile<256xf32>, partition_view<tile=(256), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    %bits = bitcast %m : tile<256xf32> -> tile<256xi32>
    %s = reduce %bits dim=0 identities=[0 : i32] : tile<256xi32> -> tile<i32>
      (%a: tile<i32>, %acc: tile<i32>) {
        %r = xori %a, %acc : tile<i32>
        yield %r : tile<i32>
      }
    %old, %t2 = atomic_rmw_tko relaxed device %sum, add, %s : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}";
    let x: Vec<f32> = (0..4096)
        .map(|i| ((i * 7919) % 1000) as f32 / 97.0 - 5.0)
        .collect();
    let mut first: Option<(Vec<u8>, Vec<u8>)> = None;
    for o in schedules() {
        let r = run_opts(
            src,
            [16, 1, 1],
            vec![
                Arg::Buf(f32b(&x)),
                Arg::Buf(f32b(&[0.0; 4096])),
                Arg::Buf(i32b(&[0])),
            ],
            &o,
        );
        r.ok();
        let got = (r.bufs[1].clone(), r.bufs[2].clone());
        match &first {
            None => first = Some(got),
            Some(f) => assert_eq!(f, &got, "schedule {:?} threads {:?}", o.schedule, o.threads),
        }
    }
}

/// Every block increments a counter inside a spin lock taken with atomic_cas (acquire) and
/// released with an atomic exchange (release).
const SPIN_LOCK: &str = "cuda_tile.module @m {
  entry @k(%lock: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    loop {
      %old, %t = atomic_cas_tko acquire device %lock, %zero, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %got = cmpi equal %old, %zero, signed : tile<i32> -> tile<i1>
      if %got {
        %v, %t1 = load_ptr_tko weak %counter token=%t : tile<ptr<i32>> -> tile<i32>, token
        %v1 = addi %v, %one : tile<i32>
        %t2 = store_ptr_tko weak %counter, %v1 token=%t1 : tile<ptr<i32>>, tile<i32> -> token
        %prev, %t3 = atomic_rmw_tko release device %lock, xchg, %zero token=%t2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
        break
      }
      continue
    }
  }
}";

#[test]
fn spin_lock_terminates_under_every_schedule() {
    for o in schedules() {
        let r = run_opts(
            SPIN_LOCK,
            [5, 3, 1],
            vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[0]))],
            &o,
        );
        r.ok();
        assert_eq!(r.i32s(1), vec![15], "schedule {:?}", o.schedule);
        assert_eq!(r.i32s(0), vec![0]);
    }
}

/// Block 0 waits for a flag that the last block sets: under the sequential schedule block 0
/// runs first and must give way.
#[test]
fn waiting_on_a_later_block_terminates() {
    let src = "cuda_tile.module @m {
  entry @k(%flag: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %last = subi %n, %one : tile<i32>
    %is_last = cmpi equal %b, %last, signed : tile<i32> -> tile<i1>
    %is_first = cmpi equal %b, %b, signed : tile<i32> -> tile<i1>
    if %is_last {
      %t = store_ptr_tko release device %flag, %one : tile<ptr<i32>>, tile<i32> -> token
    } else {
      loop {
        %f, %t = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
        %set = cmpi equal %f, %one, signed : tile<i32> -> tile<i1>
        if %set {
          break
        }
        continue
      }
      %old, %t2 = atomic_rmw_tko relaxed device %out, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    }
  }
}";
    for o in schedules() {
        let r = run_opts(
            src,
            [6, 1, 1],
            vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[0]))],
            &o,
        );
        r.ok();
        assert_eq!(r.i32s(1), vec![5], "schedule {:?}", o.schedule);
    }
}

/// Every block waits for a flag no block sets: reported as a deadlock, not hung.
#[test]
fn deadlock_is_reported() {
    let src = "cuda_tile.module @m {
  entry @k(%flag: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    loop {
      %f, %t = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
      %set = cmpi equal %f, %one, signed : tile<i32> -> tile<i1>
      if %set {
        break
      }
      continue
    }
  }
}";
    for o in schedules() {
        let r = run_opts(src, [4, 1, 1], vec![Arg::Buf(i32b(&[0]))], &o);
        assert_eq!(r.result.status, Status::Error, "schedule {:?}", o.schedule);
        r.report("deadlock");
    }
}

/// The serial schedules, and the parallel one with thread counts no other test uses. Worker
/// pools are per thread count and shared by concurrent launches, so another test's launch
/// on the same pool would delay these (and their timings are asserted).
fn limit_schedules(threads: [usize; 2]) -> Vec<Options> {
    let serial = schedules()
        .into_iter()
        .filter(|o| o.schedule != Schedule::Parallel);
    serial
        .chain(threads.map(|t| Options {
            schedule: Schedule::Parallel,
            threads: Some(t),
            ..Options::default()
        }))
        .collect()
}

/// Every block loops forever.
const ENDLESS: &str = "cuda_tile.module @m {
  entry @k() {
    loop {
      continue
    }
  }
}";

/// The first block to reach the step limit stops every block: one report, under every
/// schedule, and far fewer steps than blocks × limit.
#[test]
fn a_step_limit_stops_the_whole_launch() {
    for o in limit_schedules([4, 5]) {
        let o = Options {
            max_steps: 200_000,
            ..o
        };
        let start = Instant::now();
        let r = run_opts(ENDLESS, [64, 1, 1], vec![], &o);
        let took = start.elapsed();
        assert_eq!(
            r.result.status,
            Status::Limit,
            "schedule {:?} {:?}",
            o.schedule,
            o.threads
        );
        let limits: Vec<_> = r
            .reports()
            .iter()
            .filter(|x| x.category == Category::Limit)
            .collect();
        assert_eq!(limits.len(), 1, "{:#?}", r.reports());
        assert_eq!(limits[0].kind, "step-limit");
        assert!(
            limits[0].block.is_some() && limits[0].site.is_some(),
            "{:#?}",
            limits[0]
        );
        // 64 blocks run to the limit one after another would take 64 times as long.
        assert!(
            took < Duration::from_secs(5),
            "schedule {:?}: {took:?}",
            o.schedule
        );
    }
}

/// A timeout stops endless blocks, blocks that wait for each other, and one long op.
#[test]
fn a_timeout_stops_every_schedule() {
    let spin_wait = "cuda_tile.module @m {
  entry @k(%flag: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %first = cmpi equal %b, %zero, signed : tile<i32> -> tile<i1>
    if %first {
      loop {
        %old, %t = atomic_rmw_tko relaxed device %counter, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
        continue
      }
    } else {
      loop {
        %f, %t = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
        %set = cmpi equal %f, %one, signed : tile<i32> -> tile<i1>
        if %set {
          break
        }
        continue
      }
    }
  }
}";
    // One f64 mma of 1024x512 by 512x1024 takes seconds (f64 sums go through the exact
    // accumulator): the stop must come from inside it.
    let long_op = "cuda_tile.module @m {
  entry @k() {
    %a = constant <f64: 1.0> : tile<1024x512xf64>
    %b = constant <f64: 0.5> : tile<512x1024xf64>
    %c = constant <f64: 0.0> : tile<1024x1024xf64>
    %r = loop iter_values(%acc = %c) : tile<1024x1024xf64> -> tile<1024x1024xf64> {
      %n = mmaf %a, %b, %acc : tile<1024x512xf64>, tile<512x1024xf64>, tile<1024x1024xf64>
      continue %n : tile<1024x1024xf64>
    }
  }
}";
    let no_args = Vec::new;
    let two_buffers = || vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[0]))];
    let cases: [(&str, &str, &dyn Fn() -> Vec<Arg>, [u32; 3]); 3] = [
        ("endless", ENDLESS, &no_args, [8, 1, 1]),
        ("spin-wait", spin_wait, &two_buffers, [4, 1, 1]),
        ("long op", long_op, &no_args, [1, 1, 1]),
    ];
    for (name, src, args, grid) in cases {
        for o in limit_schedules([6, 7]) {
            let o = Options {
                timeout: Some(Duration::from_millis(300)),
                ..o
            };
            let start = Instant::now();
            let r = run_opts(src, grid, args(), &o);
            let took = start.elapsed();
            let what = format!("{name}, schedule {:?}, threads {:?}", o.schedule, o.threads);
            assert_eq!(r.result.status, Status::Limit, "{what}: {:#?}", r.reports());
            let t = r.report("time-limit");
            assert_eq!(t.category, Category::Limit);
            assert!(t.message.contains("0.3 s"), "{}", t.message);
            assert!(t.block.is_some() && t.site.is_some(), "{what}: {t:#?}");
            if name == "long op" {
                assert_eq!(t.site.as_ref().unwrap().op, "mmaf", "{what}");
            }
            assert!(took < Duration::from_secs(2), "{what}: {took:?}");
        }
    }
}

/// A limit is not a verdict on the program: undefined behaviour found in another block is
/// still the status, and a launch that finishes in time is untouched by a timeout.
#[test]
fn limits_rank_below_ub_and_leave_finished_runs_alone() {
    let src = "cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %first = cmpi equal %b, %zero, signed : tile<i32> -> tile<i1>
    if %first {
      %q = divi %b, %zero signed : tile<i32>
    } else {
      loop {
        continue
      }
    }
  }
}";
    let o = Options {
        schedule: Schedule::Sequential,
        max_steps: 10_000,
        ..Options::default()
    };
    let r = run_opts(src, [2, 1, 1], vec![Arg::Buf(i32b(&[0]))], &o);
    assert_eq!(r.result.status, Status::Ub, "{:#?}", r.reports());
    r.report("step-limit");
    for o in schedules() {
        let o = Options {
            timeout: Some(Duration::from_secs(60)),
            max_steps: 1_000_000,
            ..o
        };
        let r = run_opts(
            SPIN_LOCK,
            [5, 3, 1],
            vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[0]))],
            &o,
        );
        r.ok();
        assert_eq!(r.i32s(1), vec![15], "schedule {:?}", o.schedule);
    }
}
