// @conformance 1
// @tier ci
// @family float-arith
// sqrt on f32 in every IEEE rounding mode, flush_to_zero, and approx (2 ulp).
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + dcd0f76f 3e081484 7782b25f 3eb279b8 55b1f8d9 4133d13b 1a6212f3 3dbbbcaa 854c1092 3f93dc77 105a6580 4196de7d 31ea914d 4062faf6 3e330981 3e87da50
// + f3556356 3fdb6a9b 517c35ef 3d89ed81 a527c0af 408bb2dc 01b989df 401ee14e c3832898 3e832e18 78ee6542 3ead649d e611ea00 3e9e5a35 083fb054 3eb08383
// + 324584a7 3dbea7f0 6c2fa51d 4024640f 79ddd64c 3f88dc48 3ae69084 3e4eb6dc 46c1c3a2 4129515c 6134bf46 4051daf2 d1fc5088 413805da 5e8edc4c 3da5fe3e
// + 2eff3ee4 3e295854 5e19045b 3dd2434e 7f9da335 3e74973e 2ab290ff 416537db e979b5a3 3e954b4f 63ef0b5f 40e8f5a2 d6490578 3d91b166 1475705e 3fb3dfb9
// + e7e76473 41e3a806 1cdaee37 3f834986 b4158366 3df9af16 5a3a22ea 3fb6d67c b97b8690 3e039b6a 4a2e4404 3f3e46b7 94716fe9 3ea374b6 46f5c16f 4090ba4c
// + ec4aaede 41c87dd3 3770ea4f 3f1a284c c2b418a8 3ea851a3 20fac1f2 3d898353 f8db1c39 3f4f3254 2e858411 3fba0302 a0df248d 3e1be5fb 063bc4f7 3e32c3ce
// + 721b23e5 413dabb3 7e3c27eb 3ee7c0f4 b0fb3ac6 41807654 0dad443a 3f4b1fc1 26ef4797 3f7f5c1b 649373d0 3e566f68 9be8d63e 40971cbf 68edcb91 3fd0b3a7
// + be36fe2f 3fc109fc 5cf6bfa4 3f4a1916 03b62d9b 3f25e46c 777fb216 402ecca8 a3eb426a 3f4ea6cc 50cddde2 3fcd6678 de3bc1fd 3de00e92 60c5ab71 41c32cc7
// + 60635bda 40254d69 708fc648 41de80be 1f38c016 3fd4ab23 40a20671 40d5720b d600cb2f 3e859540 5743e782 3f945e71 e4a389c8 3f2e3e27 16fadac6 3f50f35d
// + b67968bc 4137e01a 26d31c42 3d81e514 6d7c5770 3f74e484 3eb33c85 410503c2 4f6c4e78 3fa2fd94 16cad32c 40c8dd07 f9f7f4e9 3e9e1306 6f0cc3a0 40d71181
// + d9e32a1e 418ada18 5199bae8 3e0b9d74 5ec7c8d3 3e3d56c6 52888b07 3e52d5d3 38546127 40b44451 2a76a627 3df56895 9cea6def 41d94be2 6144ad32 3dfbcd64
// + 21c24eb6 3d9a9d35 675acbd0 3e102b89 367a16cc 3f651a94 1e8379bf 416fff95 5d6110a0 4057fc52 6daa3455 3ff08ec4 a18c70ed 3e288912 21cab1de 3f78d36c
// + 8fc3a8a6 3f4e2012 4eba4904 3e65ac14 fa56377a 411d20a4 586bc9a6 41f41c8a ad7ca637 3dee2bc3 5a6ca9c8 3e6beb6d bc3f5041 3ef0f007 2d900265 40ecda10
// + 870fa700 3e46faa7 1e5e2a97 41913309 0e6b3dbc 3df8535a 1aae7213 3e55a41f 93f6f35f 3d92899e 5ec9f3dc 4005a1ec 080cce5f 40b8118b 5938e58e 41552b93
// @data r_nearest_even f32 00000000 80000000 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 1a3504f3 1fffffff 7fffffff 20000000 7fffffff 20000000 5f7fffff 7fffffff 5f3504f3
// + 3f800000 7fffffff 3f800000 3f7fffff 3fb504f3 3f9cc471 3fddb3d7 39800000 39800000 397fffff 39b504f3 3f3504f3 207fffff 1fb504f3 5f3504f3 3fb504f3
// + 7fffffff 3ebaa53b 5b815763 3f172529 4a96ee8e 40568db6 2cf09277 3e9b0467 7fffffff 3f899299 27ec73b0 408af704 38ad46b7 3ff10dc9 3ed6166d 3f03de32
// + 7fffffff 3fa79632 487e1929 3e84df06 7fffffff 4005b8b2 209a1b5e 3fc9ad1e 7fffffff 3f01948d 5c2eaf33 3f14fa40 7fffffff 3f0e5e9e 23dd85d3 3f164fec
// + 38e0dda9 3e9c37bb 55d40cbf 3fcd24dd 5ca88234 3f845b2a 3d2bca94 3ee60a7f 431d7c66 4050320b 50571b8b 3fe7c838 7fffffff 40590c4c 4f0739ee 3e91c390
// + 3734c0a0 3ed03654 4ec5eb8a 3ea40dc6 7fffffff 3efa3afa 35172f04 40723d40 7fffffff 3f0a3cd8 51aeec04 402cae67 7fffffff 3e888f6c 29faa9f2 3f97bc75
// + 7fffffff 40aab457 2e2766aa 3f81a218 7fffffff 3eb2c5b7 4cda4a78 3f98fb2f 7fffffff 3eb78d5e 44d3372f 3f5cb47e 7fffffff 3f10a547 43315c44 40081b6c
// + 7fffffff 40a0324c 3b7857d7 3f46a7ff 7fffffff 3f12c813 30332802 3e84abd7 7fffffff 3f664f28 3702ba96 3f9a4da4 7fffffff 3ec7c65b 22db3f11 3ed5ecbd
// + 58c749d9 405c5a84 5edb78cf 3f2c3bd9 7fffffff 40803b1c 2694ec55 3f6408d8 332f020b 3f7fae00 520961e1 3eea4c35 7fffffff 400b13ad 542e76db 3fa37193
// + 7fffffff 3f9d30e2 4e31b7e7 3f637537 2198b478 3f4e1424 5b7fd908 3fd389ee 7fffffff 3f66018e 48225469 3fa2254e 7fffffff 3ea9597f 501f10ad 409e0ee5
// + 4ff14137 3fcdb643 5807a87e 40a8c2e4 2f597a05 3fa4fd56 401002dd 40254a6d 7fffffff 3f02c2ff 4b5ff201 3f89cf03 7fffffff 3f5333a2 2b3330e0 3f674831
// + 7fffffff 4058f608 33246254 3e80f1a6 567e2a09 3f7a627e 3f17778f 403887fc 4775f4cc 3f907088 2b212041 40205851 7fffffff 3f0e3e9b 573dd49d 4025eafc
// + 7fffffff 408550cb 488c46bf 3ebd0dda 4f1fe9ec 3edc292a 490433da 3ee8529b 3be92c04 4017e6dd 34fb47f1 3eb13c31 7fffffff 40a6c66e 506062e2 3eb38773
// + 309db4e0 3e8cadd8 536cab0c 3ec01d04 3afd06fb 3f722dc7 2f01b9e5 4077debe 4e7008de 3feb24a8 569399f4 3faf7988 7fffffff 3ecfb6c3 30a11306 3f7c6330
// + 7fffffff 3f65b688 471a6aab 3ef27aa1 7fffffff 40488f92 4bf5afa3 40b0c422 7fffffff 3eae9a21 4cf6244c 3ef5c13b 7fffffff 3f2f9cfe 3687c4d7 402e1e2c
// + 7fffffff 3ee1b228 2eee7be4 40885426 26f566b3 3eb2490e 2d156dd5 3ee9dd0c 7fffffff 3e88f49c 4f20c775 3fb8f591 23bddbdc 40197ec4 4c599011 40699b08
// @data r_nearest_even_ftz f32 from r_nearest_even 7:00000000 8:00000000 9:80000000 29:00000000
// @data r_zero f32 00000000 80000000 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 1a3504f3 1ffffffe 7fffffff 20000000 7fffffff 20000000 5f7fffff 7fffffff 5f3504f3
// + 3f800000 7fffffff 3f800000 3f7fffff 3fb504f3 3f9cc470 3fddb3d7 39800000 39800000 397fffff 39b504f2 3f3504f3 207fffff 1fb504f3 5f3504f2 3fb504f2
// + 7fffffff 3ebaa53a 5b815762 3f172529 4a96ee8d 40568db6 2cf09277 3e9b0467 7fffffff 3f899298 27ec73af 408af703 38ad46b6 3ff10dc9 3ed6166d 3f03de31
// + 7fffffff 3fa79632 487e1928 3e84df06 7fffffff 4005b8b1 209a1b5d 3fc9ad1d 7fffffff 3f01948c 5c2eaf32 3f14fa3f 7fffffff 3f0e5e9e 23dd85d2 3f164feb
// + 38e0dda8 3e9c37ba 55d40cbf 3fcd24dc 5ca88233 3f845b2a 3d2bca93 3ee60a7e 431d7c65 4050320b 50571b8a 3fe7c838 7fffffff 40590c4c 4f0739ed 3e91c390
// + 3734c0a0 3ed03653 4ec5eb89 3ea40dc6 7fffffff 3efa3afa 35172f04 40723d3f 7fffffff 3f0a3cd8 51aeec04 402cae66 7fffffff 3e888f6b 29faa9f2 3f97bc74
// + 7fffffff 40aab457 2e2766aa 3f81a218 7fffffff 3eb2c5b6 4cda4a77 3f98fb2e 7fffffff 3eb78d5d 44d3372f 3f5cb47d 7fffffff 3f10a547 43315c44 40081b6c
// + 7fffffff 40a0324c 3b7857d7 3f46a7fe 7fffffff 3f12c812 30332801 3e84abd7 7fffffff 3f664f27 3702ba96 3f9a4da4 7fffffff 3ec7c65a 22db3f11 3ed5ecbd
// + 58c749d9 405c5a84 5edb78ce 3f2c3bd9 7fffffff 40803b1c 2694ec55 3f6408d7 332f020b 3f7fae00 520961e0 3eea4c35 7fffffff 400b13ad 542e76da 3fa37192
// + 7fffffff 3f9d30e1 4e31b7e7 3f637537 2198b477 3f4e1424 5b7fd908 3fd389ed 7fffffff 3f66018e 48225469 3fa2254d 7fffffff 3ea9597f 501f10ad 409e0ee4
// + 4ff14136 3fcdb642 5807a87e 40a8c2e3 2f597a04 3fa4fd56 401002dc 40254a6c 7fffffff 3f02c2ff 4b5ff200 3f89cf02 7fffffff 3f5333a1 2b3330e0 3f674831
// + 7fffffff 4058f608 33246253 3e80f1a5 567e2a08 3f7a627e 3f17778e 403887fb 4775f4cb 3f907087 2b212041 40205850 7fffffff 3f0e3e9a 573dd49c 4025eafb
// + 7fffffff 408550ca 488c46be 3ebd0dd9 4f1fe9ec 3edc2929 490433da 3ee8529a 3be92c04 4017e6dc 34fb47f1 3eb13c31 7fffffff 40a6c66e 506062e2 3eb38772
// + 309db4e0 3e8cadd8 536cab0b 3ec01d03 3afd06fa 3f722dc6 2f01b9e4 4077debe 4e7008dd 3feb24a8 569399f3 3faf7988 7fffffff 3ecfb6c3 30a11306 3f7c632f
// + 7fffffff 3f65b688 471a6aaa 3ef27aa1 7fffffff 40488f91 4bf5afa2 40b0c421 7fffffff 3eae9a20 4cf6244c 3ef5c13b 7fffffff 3f2f9cfd 3687c4d7 402e1e2c
// + 7fffffff 3ee1b228 2eee7be3 40885426 26f566b3 3eb2490e 2d156dd5 3ee9dd0c 7fffffff 3e88f49b 4f20c775 3fb8f591 23bddbdb 40197ec4 4c599011 40699b08
// @data r_zero_ftz f32 from r_zero 7:00000000 8:00000000 9:80000000 29:00000000
// @data r_negative_inf f32 from r_zero
// @data r_negative_inf_ftz f32 from r_zero_ftz
// @data r_positive_inf f32 00000000 80000000 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 1a3504f4 1fffffff 7fffffff 20000000 7fffffff 20000001 5f800000 7fffffff 5f3504f4
// + 3f800000 7fffffff 3f800001 3f800000 3fb504f4 3f9cc471 3fddb3d8 39800000 39800001 39800000 39b504f3 3f3504f4 20800000 1fb504f4 5f3504f3 3fb504f3
// + 7fffffff 3ebaa53b 5b815763 3f17252a 4a96ee8e 40568db7 2cf09278 3e9b0468 7fffffff 3f899299 27ec73b0 408af704 38ad46b7 3ff10dca 3ed6166e 3f03de32
// + 7fffffff 3fa79633 487e1929 3e84df07 7fffffff 4005b8b2 209a1b5e 3fc9ad1e 7fffffff 3f01948d 5c2eaf33 3f14fa40 7fffffff 3f0e5e9f 23dd85d3 3f164fec
// + 38e0dda9 3e9c37bb 55d40cc0 3fcd24dd 5ca88234 3f845b2b 3d2bca94 3ee60a7f 431d7c66 4050320c 50571b8b 3fe7c839 7fffffff 40590c4d 4f0739ee 3e91c391
// + 3734c0a1 3ed03654 4ec5eb8a 3ea40dc7 7fffffff 3efa3afb 35172f05 40723d40 7fffffff 3f0a3cd9 51aeec05 402cae67 7fffffff 3e888f6c 29faa9f3 3f97bc75
// + 7fffffff 40aab458 2e2766ab 3f81a219 7fffffff 3eb2c5b7 4cda4a78 3f98fb2f 7fffffff 3eb78d5e 44d33730 3f5cb47e 7fffffff 3f10a548 43315c45 40081b6d
// + 7fffffff 40a0324d 3b7857d8 3f46a7ff 7fffffff 3f12c813 30332802 3e84abd8 7fffffff 3f664f28 3702ba97 3f9a4da5 7fffffff 3ec7c65b 22db3f12 3ed5ecbe
// + 58c749da 405c5a85 5edb78cf 3f2c3bda 7fffffff 40803b1d 2694ec56 3f6408d8 332f020c 3f7fae01 520961e1 3eea4c36 7fffffff 400b13ae 542e76db 3fa37193
// + 7fffffff 3f9d30e2 4e31b7e8 3f637538 2198b478 3f4e1425 5b7fd909 3fd389ee 7fffffff 3f66018f 4822546a 3fa2254e 7fffffff 3ea95980 501f10ae 409e0ee5
// + 4ff14137 3fcdb643 5807a87f 40a8c2e4 2f597a05 3fa4fd57 401002dd 40254a6d 7fffffff 3f02c300 4b5ff201 3f89cf03 7fffffff 3f5333a2 2b3330e1 3f674832
// + 7fffffff 4058f609 33246254 3e80f1a6 567e2a09 3f7a627f 3f17778f 403887fc 4775f4cc 3f907088 2b212042 40205851 7fffffff 3f0e3e9b 573dd49d 4025eafc
// + 7fffffff 408550cb 488c46bf 3ebd0dda 4f1fe9ed 3edc292a 490433db 3ee8529b 3be92c05 4017e6dd 34fb47f2 3eb13c32 7fffffff 40a6c66f 506062e3 3eb38773
// + 309db4e1 3e8cadd9 536cab0c 3ec01d04 3afd06fb 3f722dc7 2f01b9e5 4077debf 4e7008de 3feb24a9 569399f4 3faf7989 7fffffff 3ecfb6c4 30a11307 3f7c6330
// + 7fffffff 3f65b689 471a6aab 3ef27aa2 7fffffff 40488f92 4bf5afa3 40b0c422 7fffffff 3eae9a21 4cf6244d 3ef5c13c 7fffffff 3f2f9cfe 3687c4d8 402e1e2d
// + 7fffffff 3ee1b229 2eee7be4 40885427 26f566b4 3eb2490f 2d156dd6 3ee9dd0d 7fffffff 3e88f49c 4f20c776 3fb8f592 23bddbdc 40197ec5 4c599012 40699b09
// @data r_positive_inf_ftz f32 from r_positive_inf 7:00000000 8:00000000 9:80000000 29:00000000
// @data r_approx f32 from r_nearest_even
// @data r_approx_ftz f32 from r_nearest_even_ftz
// @run nearest_even entry=sqrt_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=sqrt_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_nearest_even_ftz prov=ftz
// @run zero entry=sqrt_zero grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_zero prov=softfloat
// @run zero_ftz entry=sqrt_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_zero_ftz prov=ftz
// @run negative_inf entry=sqrt_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=sqrt_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=sqrt_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=sqrt_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_positive_inf_ftz prov=ftz
// @run approx entry=sqrt_approx grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_approx prov=softfloat tol=ulp:2 ref=cr
// @run approx_ftz entry=sqrt_approx_ftz grid=1
// @arg buf f32 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_approx_ftz prov=ftz tol=ulp:2 ref=cr
cuda_tile.module @conformance {
  entry @sqrt_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_nearest_even_ftz(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_zero(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<zero> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_zero_ftz(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<zero> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_negative_inf(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<negative_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_negative_inf_ftz(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<negative_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_positive_inf(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<positive_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_positive_inf_ftz(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<positive_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_approx(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<approx> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_approx_ftz(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = sqrt %x0 rounding<approx> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
