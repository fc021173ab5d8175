// @conformance 1
// @tier ci
// @family ub
// One kernel per class of undefined behaviour (digest section 8); each run expects the verdict `ub KIND` and nothing about memory. Race verdicts (`@expect verdict race`) belong to the memory-model corpus.
// load_out_of_bounds: digest 8 #1: a pointer load past the end of its allocation
// store_out_of_bounds: digest 8 #1: a pointer store before the start of its allocation
// view_layout_past_allocation: digest 8 #1 and 7.1: a view whose layout runs past the allocation, then an access through it
// misaligned_pointer: digest 8 #21: a pointer not aligned to its element size
// view_index_out_of_range: digest 8 #2: a partition view index outside the index space (4 tiles, index 4)
// strided_index_out_of_range: digest 8 #2: a strided view index outside ceil(16/5) = 4 tiles
// gather_tile_outside: digest 8 #4: a gathered tile lying entirely outside the tensor
// inbounds_violated: digest 7.5 / 8 #5: inbounds = [true] on a tile that crosses the tensor's end
// offset_overflow: digest 8 #14: offset x element size overflows a signed 64-bit integer
// view_offset_overflow: digest 7.2 / 8 #3: the linear offset of a view access overflows signed 64-bit
// assume_div_by_violated: digest 8 #9 / 9: div_by<16> on a value that is 3
// assume_bounded_violated: digest 8 #9 / 9: bounded<0, 10> on a tile holding 11
// assume_same_elements_violated: digest 8 #9 / 9: same_elements<[4]> on a tile whose elements differ
// addi_nsw_wraps: digest 8 #10: addi no_signed_wrap of INT_MAX + 1
// subi_nuw_wraps: digest 8 #10: subi no_unsigned_wrap of 0 - 1
// muli_nw_wraps: digest 8 #10: muli no_wrap of 256 * 256 in i16
// negi_nsw_min: digest 8 #10: negi no_signed_wrap of INT64_MIN
// shli_nuw_loses_bits: digest 8 #10: shli no_unsigned_wrap shifting a set bit out
// trunci_nsw_loses_bits: digest 8 #10: trunci no_signed_wrap of 200 (i32) to i8
// divi_by_zero: digest 8 #11: divi by zero
// remi_by_zero: digest 8 #12: remi by zero
// divi_min_by_minus_one: digest 8 #11: signed divi of MIN by -1
// ftoi_out_of_range: digest 8 #13: ftoi of 1e10 into i32
// ftoi_nan: digest 8 #13: ftoi of NaN
// ftoi_negative_unsigned: digest 8 #13: ftoi of -2.5 into an unsigned i8
// extract_out_of_range: digest 8 #16: extract of slice 2 of a tile with two slices
// insert_out_of_range: digest 8 #16: insert at slice 5 of a tile with four slices
// tensor_shape_does_not_fit: digest 8 #15: get_tensor_shape of an extent 300 into i8
// index_space_does_not_fit: digest 8 #15: get_index_space_shape of 256 tiles into i8
// write_constant_global: digest 8 #28 (docs/semantics.md: reported as undefined behaviour): a store to a constant global
// atomic_on_constant_global: digest 8 #28: an atomic add to a constant global
// for_step_not_positive: digest 4.7 / 8 #25: `for` with step 0 (the spec requires a positive step; docs/semantics.md reports it)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @run load_out_of_bounds entry=load_out_of_bounds grid=1
// @arg buf i32 zeros(4)
// @expect verdict ub out-of-bounds prov=hand
// @run store_out_of_bounds entry=store_out_of_bounds grid=1
// @arg buf f32 zeros(4)
// @expect verdict ub out-of-bounds prov=hand
// @run view_layout_past_allocation entry=view_layout_past_allocation grid=1
// @arg buf f32 zeros(16)
// @expect verdict ub out-of-bounds prov=hand
// @run misaligned_pointer entry=misaligned_pointer grid=1
// @arg buf i32 zeros(4)
// @expect verdict ub misaligned prov=hand
// @run view_index_out_of_range entry=view_index_out_of_range grid=1
// @arg buf f32 zeros(16)
// @expect verdict ub view-index-out-of-range prov=hand
// @run strided_index_out_of_range entry=strided_index_out_of_range grid=1
// @arg buf f32 zeros(16)
// @expect verdict ub view-index-out-of-range prov=hand
// @run gather_tile_outside entry=gather_tile_outside grid=1
// @arg buf f32 zeros(64)
// @expect verdict ub view-index-out-of-range prov=hand
// @run inbounds_violated entry=inbounds_violated grid=1
// @arg buf f32 zeros(10)
// @expect verdict ub inbounds-violated prov=hand
// @run offset_overflow entry=offset_overflow grid=1
// @arg buf i32 zeros(4)
// @expect verdict ub offset-overflow prov=hand
// @run view_offset_overflow entry=view_offset_overflow grid=1
// @arg buf f32 zeros(8)
// @arg scalar i64 3782dace9d900000
// @expect verdict ub offset-overflow prov=hand
// @run assume_div_by_violated entry=assume_div_by_violated grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub assume-violated prov=hand
// @run assume_bounded_violated entry=assume_bounded_violated grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub assume-violated prov=hand
// @run assume_same_elements_violated entry=assume_same_elements_violated grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub assume-violated prov=hand
// @run addi_nsw_wraps entry=addi_nsw_wraps grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub signed-overflow prov=hand
// @run subi_nuw_wraps entry=subi_nuw_wraps grid=1
// @arg buf i8 zeros(1)
// @expect verdict ub unsigned-overflow prov=hand
// @run muli_nw_wraps entry=muli_nw_wraps grid=1
// @arg buf i16 zeros(1)
// @expect verdict ub signed-overflow prov=hand
// @run negi_nsw_min entry=negi_nsw_min grid=1
// @arg buf i64 zeros(1)
// @expect verdict ub signed-overflow prov=hand
// @run shli_nuw_loses_bits entry=shli_nuw_loses_bits grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub unsigned-overflow prov=hand
// @run trunci_nsw_loses_bits entry=trunci_nsw_loses_bits grid=1
// @arg buf i8 zeros(1)
// @expect verdict ub signed-overflow prov=hand
// @run divi_by_zero entry=divi_by_zero grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub division-by-zero prov=hand
// @run remi_by_zero entry=remi_by_zero grid=1
// @arg buf i64 zeros(1)
// @expect verdict ub division-by-zero prov=hand
// @run divi_min_by_minus_one entry=divi_min_by_minus_one grid=1
// @arg buf i8 zeros(1)
// @expect verdict ub division-overflow prov=hand
// @run ftoi_out_of_range entry=ftoi_out_of_range grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub ftoi-out-of-range prov=hand
// @run ftoi_nan entry=ftoi_nan grid=1
// @arg buf i16 zeros(1)
// @expect verdict ub ftoi-out-of-range prov=hand
// @run ftoi_negative_unsigned entry=ftoi_negative_unsigned grid=1
// @arg buf i8 zeros(1)
// @expect verdict ub ftoi-out-of-range prov=hand
// @run extract_out_of_range entry=extract_out_of_range grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub slice-out-of-range prov=hand
// @run insert_out_of_range entry=insert_out_of_range grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub slice-out-of-range prov=hand
// @run tensor_shape_does_not_fit entry=tensor_shape_does_not_fit grid=1
// @arg buf f32 zeros(300)
// @expect verdict ub shape-does-not-fit prov=hand
// @run index_space_does_not_fit entry=index_space_does_not_fit grid=1
// @arg buf f32 zeros(512)
// @expect verdict ub shape-does-not-fit prov=hand
// @run write_constant_global entry=write_constant_global grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub write-to-constant prov=hand
// @run atomic_on_constant_global entry=atomic_on_constant_global grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub write-to-constant prov=hand
// @run for_step_not_positive entry=for_step_not_positive grid=1
// @arg buf i32 zeros(1)
// @expect verdict ub for-step prov=hand
cuda_tile.module @conformance {
  global constant @ro <i32: [1, 2]> : tile<2xi32>
  entry @load_out_of_bounds(%a: tile<ptr<i32>>) {
    %c = constant <i32: 4096> : tile<i32>
    %p = offset %a, %c : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %x, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return
  }
  entry @store_out_of_bounds(%a: tile<ptr<f32>>) {
    %c = constant <i64: -1> : tile<i64>
    %p = offset %a, %c : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %v = constant <f32: 1.0> : tile<f32>
    %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }
  entry @view_layout_past_allocation(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c = constant <i32: 3> : tile<i32>
    %x, %t = load_view_tko weak %v[%c] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
  entry @misaligned_pointer(%a: tile<ptr<i32>>) {
    %i = ptr_to_int %a : tile<ptr<i32>> -> tile<i64>
    %one = constant <i64: 1> : tile<i64>
    %j = addi %i, %one : tile<i64>
    %p = int_to_ptr %j : tile<i64> -> tile<ptr<i32>>
    %x, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return
  }
  entry @view_index_out_of_range(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %c = constant <i32: 4> : tile<i32>
    %x, %t = load_view_tko weak %v[%c] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }
  entry @strided_index_out_of_range(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>
    %c = constant <i32: 4> : tile<i32>
    %x, %t = load_view_tko weak %v[%c] : strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }
  entry @gather_tile_outside(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %g = constant <i32: [9, 10]> : tile<2xi32>
    %c = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %v[%g, %c] : gather_scatter_view<tile=(2x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> tile<2x4xf32>, token
    return
  }
  entry @inbounds_violated(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<10xf32, strides=[1]>>
    %c = constant <i32: 2> : tile<i32>
    %x, %t = load_view_tko weak %v[%c] inbounds = [true] : partition_view<tile=(4), padding_value = zero, tensor_view<10xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }
  entry @offset_overflow(%a: tile<ptr<i32>>) {
    %c = constant <i64: 4611686018427387904> : tile<i64>
    %p = offset %a, %c : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
    %x, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return
  }
  entry @view_offset_overflow(%a: tile<ptr<f32>>, %s: tile<i64>) {
    %tv = make_tensor_view %a, shape = [4, 2], strides = [%s, 1] : tile<i64> -> tensor_view<4x2xf32, strides=[?,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[?,1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %v[%c1, %c0] : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[?,1]>>, tile<i32> -> tile<2x2xf32>, token
    return
  }
  entry @assume_div_by_violated(%a: tile<ptr<i32>>) {
    %c = constant <i32: 3> : tile<i32>
    %x = assume div_by<16>, %c : tile<i32>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @assume_bounded_violated(%a: tile<ptr<i32>>) {
    %c = constant <i32: [1, 11]> : tile<2xi32>
    %x = assume bounded<0, 10>, %c : tile<2xi32>
    return
  }
  entry @assume_same_elements_violated(%a: tile<ptr<i32>>) {
    %c = iota : tile<4xi32>
    %x = assume same_elements<[4]>, %c : tile<4xi32>
    return
  }
  entry @addi_nsw_wraps(%a: tile<ptr<i32>>) {
    %m = constant <i32: 2147483647> : tile<i32>
    %o = constant <i32: 1> : tile<i32>
    %x = addi %m, %o overflow<no_signed_wrap> : tile<i32>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @subi_nuw_wraps(%a: tile<ptr<i8>>) {
    %z = constant <i8: 0> : tile<i8>
    %o = constant <i8: 1> : tile<i8>
    %x = subi %z, %o overflow<no_unsigned_wrap> : tile<i8>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token
    return
  }
  entry @muli_nw_wraps(%a: tile<ptr<i16>>) {
    %c = constant <i16: 256> : tile<i16>
    %x = muli %c, %c overflow<no_wrap> : tile<i16>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i16>>, tile<i16> -> token
    return
  }
  entry @negi_nsw_min(%a: tile<ptr<i64>>) {
    %c = constant <i64: -9223372036854775808> : tile<i64>
    %x = negi %c overflow<no_signed_wrap> : tile<i64>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @shli_nuw_loses_bits(%a: tile<ptr<i32>>) {
    %c = constant <i32: -1> : tile<i32>
    %s = constant <i32: 4> : tile<i32>
    %x = shli %c, %s overflow<no_unsigned_wrap> : tile<i32>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @trunci_nsw_loses_bits(%a: tile<ptr<i8>>) {
    %c = constant <i32: 200> : tile<i32>
    %x = trunci %c overflow<no_signed_wrap> : tile<i32> -> tile<i8>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token
    return
  }
  entry @divi_by_zero(%a: tile<ptr<i32>>) {
    %c = constant <i32: 7> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %x = divi %c, %z unsigned : tile<i32>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @remi_by_zero(%a: tile<ptr<i64>>) {
    %c = constant <i64: 7> : tile<i64>
    %z = constant <i64: 0> : tile<i64>
    %x = remi %c, %z signed : tile<i64>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @divi_min_by_minus_one(%a: tile<ptr<i8>>) {
    %c = constant <i8: -128> : tile<i8>
    %m = constant <i8: -1> : tile<i8>
    %x = divi %c, %m signed rounding<positive_inf> : tile<i8>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token
    return
  }
  entry @ftoi_out_of_range(%a: tile<ptr<i32>>) {
    %c = constant <f32: 1.0e10> : tile<f32>
    %x = ftoi %c signed : tile<f32> -> tile<i32>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @ftoi_nan(%a: tile<ptr<i16>>) {
    %c = constant <f16: 0x7E00> : tile<f16>
    %x = ftoi %c unsigned : tile<f16> -> tile<i16>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i16>>, tile<i16> -> token
    return
  }
  entry @ftoi_negative_unsigned(%a: tile<ptr<i8>>) {
    %c = constant <f64: -2.5> : tile<f64>
    %x = ftoi %c unsigned : tile<f64> -> tile<i8>
    %t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token
    return
  }
  entry @extract_out_of_range(%a: tile<ptr<i32>>) {
    %x = iota : tile<8xi32>
    %c = constant <i32: 2> : tile<i32>
    %y = extract %x[%c] : tile<8xi32> -> tile<4xi32>
    return
  }
  entry @insert_out_of_range(%a: tile<ptr<i32>>) {
    %x = iota : tile<8xi32>
    %s = iota : tile<2xi32>
    %c = constant <i32: 5> : tile<i32>
    %y = insert %s, %x[%c] : tile<2xi32>, tile<8xi32>
    return
  }
  entry @tensor_shape_does_not_fit(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [300], strides = [1] : tensor_view<300xf32, strides=[1]>
    %n = get_tensor_shape %tv : tensor_view<300xf32, strides=[1]> -> tile<i8>
    return
  }
  entry @index_space_does_not_fit(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(2), tensor_view<512xf32, strides=[1]>>
    %n = get_index_space_shape %v : partition_view<tile=(2), tensor_view<512xf32, strides=[1]>> -> tile<i8>
    return
  }
  entry @write_constant_global(%a: tile<ptr<i32>>) {
    %g = get_global @ro : tile<ptr<i32>>
    %v = constant <i32: 5> : tile<i32>
    %t = store_ptr_tko weak %g, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @atomic_on_constant_global(%a: tile<ptr<i32>>) {
    %g = get_global @ro : tile<ptr<i32>>
    %v = constant <i32: 5> : tile<i32>
    %old, %t = atomic_rmw_tko relaxed device %g, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
  entry @for_step_not_positive(%a: tile<ptr<i32>>) {
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 4> : tile<i32>
    %st = constant <i32: 0> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
    continue
    }
    return
  }
}
