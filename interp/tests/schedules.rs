//! Schedule independence, blocks that synchronise through memory, and deadlock reports.

mod support;
use support::*;
use tileref_interp::{Options, Schedule, Status};

fn schedules() -> Vec<Options> {
    let mut v = vec![];
    for s in [Schedule::Sequential, Schedule::Reverse, Schedule::Random(1), Schedule::Random(7), Schedule::Random(12345)] {
        v.push(Options { schedule: s, ..Options::default() });
    }
    for t in [1, 2, 3, 8] {
        v.push(Options { schedule: Schedule::Parallel, threads: Some(t), ..Options::default() });
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
    let x: Vec<f32> = (0..4096).map(|i| ((i * 7919) % 1000) as f32 / 97.0 - 5.0).collect();
    let mut first: Option<(Vec<u8>, Vec<u8>)> = None;
    for o in schedules() {
        let r = run_opts(src, [16, 1, 1], vec![Arg::Buf(f32b(&x)), Arg::Buf(f32b(&[0.0; 4096])), Arg::Buf(i32b(&[0]))], &o);
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
        let r = run_opts(SPIN_LOCK, [5, 3, 1], vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[0]))], &o);
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
        let r = run_opts(src, [6, 1, 1], vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[0]))], &o);
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
