// @conformance 1
// @tier full
// @family convert
// ftoi from f8E8M0FNU to every integer type, signed and unsigned, truncating; plain runs take only values whose truncation is in range (the rest is UB, ub/), saturating runs every value (13.4: clamp, NaN to 0).
// @oracle exact truncation toward zero of the exact source value (host f64 trunc, exact), range check and clamping in i128; NaN to 0 under saturating (PTX cvt.rzi.sat, docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f
// + 90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7
// + a8 a9 aa ab ac ad ae af b0 b1 b2 b3 b4 b5 b6 b7 b8 b9 ba bb bc bd be bf
// + c0 c1 c2 c3 c4 c5 c6 c7 c8 c9 ca cb cc cd ce cf d0 d1 d2 d3 d4 d5 d6 d7
// + d8 d9 da db dc dd de df e0 e1 e2 e3 e4 e5 e6 e7 e8 e9 ea eb ec ed ee ef
// + f0 f1 f2 f3 f4 f5 f6 f7 f8 f9 fa fb fc fd fe ff
// @data a_i1_signed f8E8M0FNU 7f 7f
// @data r_i1_signed i1 1 1
// @data a_i1_signed_sat f8E8M0FNU from a_i1_signed
// @data r_i1_signed_sat i1 from r_i1_signed
// @data a_i1_unsigned f8E8M0FNU from a_i1_signed
// @data r_i1_unsigned i1 from r_i1_signed
// @data a_i1_unsigned_sat f8E8M0FNU from a_i1_signed
// @data r_i1_unsigned_sat i1 from r_i1_signed
// @data a_i8_signed f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 00 01 02 03 04 05 06 07 08 09
// + 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20 21
// + 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38 39
// + 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50 51
// + 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f 60 61 62 63 64 65 66 67 68 69
// + 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77 78 79
// @data r_i8_signed i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 01 02 04 08 10 20 40 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @data r_i8_signed_sat i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 01 02 04 08 10 20 40 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 00
// @data a_i8_unsigned f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 00 01 02 03 04 05 06 07 08
// + 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20
// + 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38
// + 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50
// + 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f 60 61 62 63 64 65 66 67 68
// + 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77 78
// @data r_i8_unsigned i8 from r_i8_signed 134:80
// @data r_i8_unsigned_sat i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 01 02 04 08 10 20 40 80 ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00
// @data a_i16_signed f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 00 01
// + 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18 19
// + 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30 31
// + 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47 48 49
// + 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f 60 61
// + 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71
// @data r_i16_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0010 0020 0040 0080 0100 0200 0400 0800 1000 2000 4000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// @data r_i16_signed_sat i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0010 0020 0040 0080 0100 0200 0400 0800 1000 2000 4000 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0000
// @data a_i16_unsigned f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 00
// + 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18
// + 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30
// + 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47 48
// + 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f 60
// + 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70
// @data r_i16_unsigned i16 from r_i16_signed 142:8000
// @data r_i16_unsigned_sat i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0010 0020 0040 0080 0100 0200 0400 0800 1000 2000 4000 8000 ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 0000
// @data a_i32_signed f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f
// + 90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 00 01 02 03 04 05 06 07 08 09
// + 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20 21
// + 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38 39
// + 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50 51
// + 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f 60 61
// @data r_i32_signed i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001
// + 00000002 00000004 00000008 00000010 00000020 00000040 00000080 00000100 00000200 00000400 00000800 00001000 00002000 00004000 00008000 00010000
// + 00020000 00040000 00080000 00100000 00200000 00400000 00800000 01000000 02000000 04000000 08000000 10000000 20000000 40000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data r_i32_signed_sat i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001
// + 00000002 00000004 00000008 00000010 00000020 00000040 00000080 00000100 00000200 00000400 00000800 00001000 00002000 00004000 00008000 00010000
// + 00020000 00040000 00080000 00100000 00200000 00400000 00800000 01000000 02000000 04000000 08000000 10000000 20000000 40000000 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 00000000
// @data a_i32_unsigned f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f
// + 90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 00 01 02 03 04 05 06 07 08
// + 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20
// + 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38
// + 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50
// + 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f 60
// @data r_i32_unsigned i32 from r_i32_signed 158:80000000
// @data r_i32_unsigned_sat i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001
// + 00000002 00000004 00000008 00000010 00000020 00000040 00000080 00000100 00000200 00000400 00000800 00001000 00002000 00004000 00008000 00010000
// + 00020000 00040000 00080000 00100000 00200000 00400000 00800000 01000000 02000000 04000000 08000000 10000000 20000000 40000000 80000000 ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff 00000000
// @data a_i64_signed f8E8M0FNU from a 190:00 191:01 192:02 193:03 194:04 195:05 196:06 197:07 198:08 199:09 200:0a 201:0b
// + 202:0c 203:0d 204:0e 205:0f 206:10 207:11 208:12 209:13 210:14 211:15 212:16 213:17
// + 214:18 215:19 216:1a 217:1b 218:1c 219:1d 220:1e 221:1f 222:20 223:21 224:22 225:23
// + 226:24 227:25 228:26 229:27 230:28 231:29 232:2a 233:2b 234:2c 235:2d 236:2e 237:2f
// + 238:30 239:31 240:32 241:33 242:34 243:35 244:36 245:37 246:38 247:39 248:3a 249:3b
// + 250:3c 251:3d 252:3e 253:3f 254:40 255:41
// @data r_i64_signed i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000001
// + 0000000000000002 0000000000000004 0000000000000008 0000000000000010 0000000000000020 0000000000000040 0000000000000080 0000000000000100
// + 0000000000000200 0000000000000400 0000000000000800 0000000000001000 0000000000002000 0000000000004000 0000000000008000 0000000000010000
// + 0000000000020000 0000000000040000 0000000000080000 0000000000100000 0000000000200000 0000000000400000 0000000000800000 0000000001000000
// + 0000000002000000 0000000004000000 0000000008000000 0000000010000000 0000000020000000 0000000040000000 0000000080000000 0000000100000000
// + 0000000200000000 0000000400000000 0000000800000000 0000001000000000 0000002000000000 0000004000000000 0000008000000000 0000010000000000
// + 0000020000000000 0000040000000000 0000080000000000 0000100000000000 0000200000000000 0000400000000000 0000800000000000 0001000000000000
// + 0002000000000000 0004000000000000 0008000000000000 0010000000000000 0020000000000000 0040000000000000 0080000000000000 0100000000000000
// + 0200000000000000 0400000000000000 0800000000000000 1000000000000000 2000000000000000 4000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// @data r_i64_signed_sat i64 from r_i64_signed 190:7fffffffffffffff 191:7fffffffffffffff 192:7fffffffffffffff 193:7fffffffffffffff 194:7fffffffffffffff 195:7fffffffffffffff 196:7fffffffffffffff 197:7fffffffffffffff 198:7fffffffffffffff 199:7fffffffffffffff 200:7fffffffffffffff 201:7fffffffffffffff
// + 202:7fffffffffffffff 203:7fffffffffffffff 204:7fffffffffffffff 205:7fffffffffffffff 206:7fffffffffffffff 207:7fffffffffffffff 208:7fffffffffffffff 209:7fffffffffffffff 210:7fffffffffffffff 211:7fffffffffffffff 212:7fffffffffffffff 213:7fffffffffffffff
// + 214:7fffffffffffffff 215:7fffffffffffffff 216:7fffffffffffffff 217:7fffffffffffffff 218:7fffffffffffffff 219:7fffffffffffffff 220:7fffffffffffffff 221:7fffffffffffffff 222:7fffffffffffffff 223:7fffffffffffffff 224:7fffffffffffffff 225:7fffffffffffffff
// + 226:7fffffffffffffff 227:7fffffffffffffff 228:7fffffffffffffff 229:7fffffffffffffff 230:7fffffffffffffff 231:7fffffffffffffff 232:7fffffffffffffff 233:7fffffffffffffff 234:7fffffffffffffff 235:7fffffffffffffff 236:7fffffffffffffff 237:7fffffffffffffff
// + 238:7fffffffffffffff 239:7fffffffffffffff 240:7fffffffffffffff 241:7fffffffffffffff 242:7fffffffffffffff 243:7fffffffffffffff 244:7fffffffffffffff 245:7fffffffffffffff 246:7fffffffffffffff 247:7fffffffffffffff 248:7fffffffffffffff 249:7fffffffffffffff
// + 250:7fffffffffffffff 251:7fffffffffffffff 252:7fffffffffffffff 253:7fffffffffffffff 254:7fffffffffffffff
// @data a_i64_unsigned f8E8M0FNU from a 191:00 192:01 193:02 194:03 195:04 196:05 197:06 198:07 199:08 200:09 201:0a 202:0b
// + 203:0c 204:0d 205:0e 206:0f 207:10 208:11 209:12 210:13 211:14 212:15 213:16 214:17
// + 215:18 216:19 217:1a 218:1b 219:1c 220:1d 221:1e 222:1f 223:20 224:21 225:22 226:23
// + 227:24 228:25 229:26 230:27 231:28 232:29 233:2a 234:2b 235:2c 236:2d 237:2e 238:2f
// + 239:30 240:31 241:32 242:33 243:34 244:35 245:36 246:37 247:38 248:39 249:3a 250:3b
// + 251:3c 252:3d 253:3e 254:3f 255:40
// @data r_i64_unsigned i64 from r_i64_signed 190:8000000000000000
// @data r_i64_unsigned_sat i64 from r_i64_unsigned 191:ffffffffffffffff 192:ffffffffffffffff 193:ffffffffffffffff 194:ffffffffffffffff 195:ffffffffffffffff 196:ffffffffffffffff 197:ffffffffffffffff 198:ffffffffffffffff 199:ffffffffffffffff 200:ffffffffffffffff 201:ffffffffffffffff 202:ffffffffffffffff
// + 203:ffffffffffffffff 204:ffffffffffffffff 205:ffffffffffffffff 206:ffffffffffffffff 207:ffffffffffffffff 208:ffffffffffffffff 209:ffffffffffffffff 210:ffffffffffffffff 211:ffffffffffffffff 212:ffffffffffffffff 213:ffffffffffffffff 214:ffffffffffffffff
// + 215:ffffffffffffffff 216:ffffffffffffffff 217:ffffffffffffffff 218:ffffffffffffffff 219:ffffffffffffffff 220:ffffffffffffffff 221:ffffffffffffffff 222:ffffffffffffffff 223:ffffffffffffffff 224:ffffffffffffffff 225:ffffffffffffffff 226:ffffffffffffffff
// + 227:ffffffffffffffff 228:ffffffffffffffff 229:ffffffffffffffff 230:ffffffffffffffff 231:ffffffffffffffff 232:ffffffffffffffff 233:ffffffffffffffff 234:ffffffffffffffff 235:ffffffffffffffff 236:ffffffffffffffff 237:ffffffffffffffff 238:ffffffffffffffff
// + 239:ffffffffffffffff 240:ffffffffffffffff 241:ffffffffffffffff 242:ffffffffffffffff 243:ffffffffffffffff 244:ffffffffffffffff 245:ffffffffffffffff 246:ffffffffffffffff 247:ffffffffffffffff 248:ffffffffffffffff 249:ffffffffffffffff 250:ffffffffffffffff
// + 251:ffffffffffffffff 252:ffffffffffffffff 253:ffffffffffffffff 254:ffffffffffffffff
// @run i1_signed entry=i1_signed grid=1
// @arg buf f8E8M0FNU a_i1_signed
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed prov=exact
// @run i1_signed_sat entry=i1_signed_sat grid=1
// @arg buf f8E8M0FNU a_i1_signed_sat
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed_sat prov=exact
// @run i1_unsigned entry=i1_unsigned grid=1
// @arg buf f8E8M0FNU a_i1_unsigned
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned prov=exact
// @run i1_unsigned_sat entry=i1_unsigned_sat grid=1
// @arg buf f8E8M0FNU a_i1_unsigned_sat
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned_sat prov=exact
// @run i8_signed entry=i8_signed grid=1
// @arg buf f8E8M0FNU a_i8_signed
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed prov=exact
// @run i8_signed_sat entry=i8_signed_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed_sat prov=exact
// @run i8_unsigned entry=i8_unsigned grid=1
// @arg buf f8E8M0FNU a_i8_unsigned
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned prov=exact
// @run i8_unsigned_sat entry=i8_unsigned_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned_sat prov=exact
// @run i16_signed entry=i16_signed grid=1
// @arg buf f8E8M0FNU a_i16_signed
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed prov=exact
// @run i16_signed_sat entry=i16_signed_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed_sat prov=exact
// @run i16_unsigned entry=i16_unsigned grid=1
// @arg buf f8E8M0FNU a_i16_unsigned
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned prov=exact
// @run i16_unsigned_sat entry=i16_unsigned_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned_sat prov=exact
// @run i32_signed entry=i32_signed grid=1
// @arg buf f8E8M0FNU a_i32_signed
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed prov=exact
// @run i32_signed_sat entry=i32_signed_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed_sat prov=exact
// @run i32_unsigned entry=i32_unsigned grid=1
// @arg buf f8E8M0FNU a_i32_unsigned
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned prov=exact
// @run i32_unsigned_sat entry=i32_unsigned_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned_sat prov=exact
// @run i64_signed entry=i64_signed grid=1
// @arg buf f8E8M0FNU a_i64_signed
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed prov=exact
// @run i64_signed_sat entry=i64_signed_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed_sat prov=exact
// @run i64_unsigned entry=i64_unsigned grid=1
// @arg buf f8E8M0FNU a_i64_unsigned
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned prov=exact
// @run i64_unsigned_sat entry=i64_unsigned_sat grid=1
// @arg buf f8E8M0FNU a
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned_sat prov=exact
cuda_tile.module @conformance {
  entry @i1_signed(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<2xf8E8M0FNU>, token
    %r = ftoi %x0 signed : tile<2xf8E8M0FNU> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_signed_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<2xf8E8M0FNU>, token
    %r = ftoi %x0 signed saturating : tile<2xf8E8M0FNU> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<2xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned : tile<2xf8E8M0FNU> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<2xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned saturating : tile<2xf8E8M0FNU> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed : tile<256xf8E8M0FNU> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E8M0FNU> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned : tile<256xf8E8M0FNU> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E8M0FNU> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed : tile<256xf8E8M0FNU> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E8M0FNU> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned : tile<256xf8E8M0FNU> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E8M0FNU> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed : tile<256xf8E8M0FNU> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E8M0FNU> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned : tile<256xf8E8M0FNU> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E8M0FNU> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed : tile<256xf8E8M0FNU> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E8M0FNU> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned : tile<256xf8E8M0FNU> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned_sat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E8M0FNU> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
