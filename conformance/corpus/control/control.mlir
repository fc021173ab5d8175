// @conformance 1
// @tier ci
// @family control
// if/else with results, for (signed and unsigned compare, carried values, every integer type), loop with break and continue inside ifs, early return, assert that holds (digest 4.7).
// @oracle model the same computation written in the generator (digest 4.7 semantics)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data r_for_i8 i64 000000000000015c
// @data r_for_i8_unsigned i64 00000000000002a7
// @data r_for_i16 i64 from r_for_i8
// @data r_for_i16_unsigned i64 from r_for_i8_unsigned
// @data r_for_i32 i64 from r_for_i8
// @data r_for_i32_unsigned i64 from r_for_i8_unsigned
// @data r_for_i64 i64 from r_for_i8
// @data r_for_i64_unsigned i64 from r_for_i8_unsigned
// @data r_if_return i32 00000000 ffffffff 00000004 fffffffd 00000010 fffffffb 00000024 fffffff9 ffffffff ffffffff 00000000 00000001 00000002 00000003 00000004 00000005
// + ffffffff ffffffff ffffffff ffffffff
// @data r_loop i32 00000001 00000029
// @run for_i8 entry=for_i8 grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i8 prov=model
// @run for_i8_unsigned entry=for_i8_unsigned grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i8_unsigned prov=model
// @run for_i16 entry=for_i16 grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i16 prov=model
// @run for_i16_unsigned entry=for_i16_unsigned grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i16_unsigned prov=model
// @run for_i32 entry=for_i32 grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i32 prov=model
// @run for_i32_unsigned entry=for_i32_unsigned grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i32_unsigned prov=model
// @run for_i64 entry=for_i64 grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i64 prov=model
// @run for_i64_unsigned entry=for_i64_unsigned grid=1
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 0 r_for_i64_unsigned prov=model
// @run if_return entry=if_return grid=8
// @arg buf i32 splat(20, ffffffff)
// @expect verdict ok prov=hand
// @expect arg 0 r_if_return prov=model
// @run loop_break_continue entry=loop_break_continue grid=1
// @arg buf i32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 0 r_loop prov=model
cuda_tile.module @conformance {
  entry @for_i8(%o: tile<ptr<i64>>) {
    %lb = constant <i8: -20> : tile<i8>
    %ub = constant <i8: 50> : tile<i8>
    %st = constant <i8: 3> : tile<i8>
    %z = constant <i64: 0> : tile<i64>
    %s = for %iv in (%lb to %ub, step %st) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
    %w = exti %iv signed : tile<i8> -> tile<i64>
    %n = addi %acc, %w : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i8_unsigned(%o: tile<ptr<i64>>) {
    %lb = constant <i8: 3> : tile<i8>
    %ub = constant <i8: 100> : tile<i8>
    %st = constant <i8: 7> : tile<i8>
    %z = constant <i64: 0> : tile<i64>
    %s = for unsigned %iv in (%lb to %ub, step %st) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
    %w = exti %iv signed : tile<i8> -> tile<i64>
    %n = addi %acc, %w : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i16(%o: tile<ptr<i64>>) {
    %lb = constant <i16: -20> : tile<i16>
    %ub = constant <i16: 50> : tile<i16>
    %st = constant <i16: 3> : tile<i16>
    %z = constant <i64: 0> : tile<i64>
    %s = for %iv in (%lb to %ub, step %st) : tile<i16> iter_values(%acc = %z) -> (tile<i64>) {
    %w = exti %iv signed : tile<i16> -> tile<i64>
    %n = addi %acc, %w : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i16_unsigned(%o: tile<ptr<i64>>) {
    %lb = constant <i16: 3> : tile<i16>
    %ub = constant <i16: 100> : tile<i16>
    %st = constant <i16: 7> : tile<i16>
    %z = constant <i64: 0> : tile<i64>
    %s = for unsigned %iv in (%lb to %ub, step %st) : tile<i16> iter_values(%acc = %z) -> (tile<i64>) {
    %w = exti %iv signed : tile<i16> -> tile<i64>
    %n = addi %acc, %w : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i32(%o: tile<ptr<i64>>) {
    %lb = constant <i32: -20> : tile<i32>
    %ub = constant <i32: 50> : tile<i32>
    %st = constant <i32: 3> : tile<i32>
    %z = constant <i64: 0> : tile<i64>
    %s = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %z) -> (tile<i64>) {
    %w = exti %iv signed : tile<i32> -> tile<i64>
    %n = addi %acc, %w : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i32_unsigned(%o: tile<ptr<i64>>) {
    %lb = constant <i32: 3> : tile<i32>
    %ub = constant <i32: 100> : tile<i32>
    %st = constant <i32: 7> : tile<i32>
    %z = constant <i64: 0> : tile<i64>
    %s = for unsigned %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %z) -> (tile<i64>) {
    %w = exti %iv signed : tile<i32> -> tile<i64>
    %n = addi %acc, %w : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i64(%o: tile<ptr<i64>>) {
    %lb = constant <i64: -20> : tile<i64>
    %ub = constant <i64: 50> : tile<i64>
    %st = constant <i64: 3> : tile<i64>
    %z = constant <i64: 0> : tile<i64>
    %s = for %iv in (%lb to %ub, step %st) : tile<i64> iter_values(%acc = %z) -> (tile<i64>) {
    %n = addi %acc, %iv : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @for_i64_unsigned(%o: tile<ptr<i64>>) {
    %lb = constant <i64: 3> : tile<i64>
    %ub = constant <i64: 100> : tile<i64>
    %st = constant <i64: 7> : tile<i64>
    %z = constant <i64: 0> : tile<i64>
    %s = for unsigned %iv in (%lb to %ub, step %st) : tile<i64> iter_values(%acc = %z) -> (tile<i64>) {
    %n = addi %acc, %iv : tile<i64>
    continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @if_return(%o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %m = remi %bx, %two signed : tile<i32>
    %c = cmpi equal %m, %z, signed : tile<i32> -> tile<i1>
    %v = if %c -> (tile<i32>) {
    %a = muli %bx, %bx : tile<i32>
    yield %a : tile<i32>
    } else {
    %b = subi %z, %bx : tile<i32>
    yield %b : tile<i32>
    }
    %p = offset %o, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    %five = constant <i32: 5> : tile<i32>
    %big = cmpi greater_than %bx, %five, signed : tile<i32> -> tile<i1>
    if %big {
    return
    }
    %ten = constant <i32: 10> : tile<i32>
    %p2 = offset %p, %ten : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %p2, %bx : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @loop_break_continue(%o: tile<ptr<i32>>) {
    %x0 = constant <i32: 27> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %n, %k = loop iter_values(%x = %x0, %c = %z) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
    %done = cmpi equal %x, %one, signed : tile<i32> -> tile<i1>
    if %done {
    break %x, %c : tile<i32>, tile<i32>
    }
    %r = remi %x, %two signed : tile<i32>
    %even = cmpi equal %r, %z, signed : tile<i32> -> tile<i1>
    if %even {
    %h = divi %x, %two signed : tile<i32>
    continue %h, %c : tile<i32>, tile<i32>
    }
    %t3 = muli %x, %three : tile<i32>
    %t4 = addi %t3, %one : tile<i32>
    %c2 = addi %c, %one : tile<i32>
    continue %t4, %c2 : tile<i32>, tile<i32>
    }
    %c1 = constant <i32: 1> : tile<i32>
    %p1 = offset %o, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %ta = store_ptr_tko weak %o, %n : tile<ptr<i32>>, tile<i32> -> token
    %tb = store_ptr_tko weak %p1, %k : tile<ptr<i32>>, tile<i32> -> token
    %ok = cmpi equal %n, %one, signed : tile<i32> -> tile<i1>
    assert %ok, "collatz ends at 1" : tile<i1>
    return
  }
}
