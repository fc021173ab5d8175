//! First end-to-end checks of the interpreter: pointer loads/stores, views, control flow.

mod support;
use support::*;

#[test]
fn vector_add_with_pointers() {
    let src = "cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %i = iota : tile<8xi32>
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %a1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %ap = offset %ab, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %b1 = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %bp = offset %bb, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %c1 = reshape %c : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cb = broadcast %c1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %cp = offset %cb, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %x, %t0 = load_ptr_tko weak %ap : tile<8xptr<f32>> -> tile<8xf32>, token
    %y, %t1 = load_ptr_tko weak %bp : tile<8xptr<f32>> -> tile<8xf32>, token
    %s = addf %x, %y : tile<8xf32>
    %t2 = store_ptr_tko weak %cp, %s : tile<8xptr<f32>>, tile<8xf32> -> token
  }
}";
    let a: Vec<f32> = (0..8).map(|i| i as f32 * 1.5).collect();
    let b: Vec<f32> = (0..8).map(|i| 0.25 - i as f32).collect();
    let r = run(
        src,
        [1, 1, 1],
        vec![
            Arg::Buf(f32b(&a)),
            Arg::Buf(f32b(&b)),
            Arg::Buf(f32b(&[0.0; 8])),
        ],
    );
    r.ok();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(r.f32s(2), want);
}

#[test]
fn for_loop_accumulates() {
    let body = "
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %z = constant <i32: 0> : tile<4xi32>
    %r = for %iv in (%c0 to %c10, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<4xi32>) {
      %b = reshape %iv : tile<i32> -> tile<1xi32>
      %bb = broadcast %b : tile<1xi32> -> tile<4xi32>
      %n = addi %acc, %bb : tile<4xi32>
      continue %n : tile<4xi32>
    }";
    let r = run(
        &kernel_storing(body, 4, "i32"),
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[0; 4]))],
    );
    r.ok();
    assert_eq!(r.i32s(0), vec![45; 4]);
}

#[test]
fn out_of_bounds_store_is_reported() {
    let body = "%r = constant <f32: 1.0> : tile<16xf32>";
    let r = run(
        &kernel_storing(body, 16, "f32"),
        [1, 1, 1],
        vec![Arg::Buf(f32b(&[0.0; 8]))],
    );
    r.ub("out-of-bounds", "store_ptr_tko", Some(&[8]), [0, 0, 0]);
}
