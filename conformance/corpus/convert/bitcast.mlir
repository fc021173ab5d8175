// @conformance 1
// @tier ci
// @family convert
// bitcast between every pair of number types of one bit width (digest 4.4); NaN patterns are data here.
// @oracle bits identity on bit patterns by definition
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a_i8_to_f8E4M3FN i8 87 d0 f0 d7 9d 2c 79 41 94 25 eb 91 a5 5f ab 01 3e a9 d6 b0 e4 04 a0 cc
// + d6 ee 04 7b fd 50 78 d4 aa 1b 64 13 aa df 58 42 97 0e 77 59 35 a5 e2 17
// + fc c1 9f bd 52 e4 01 6e 91 a1 25 72 0c d7 11 61 00 ff 80 87 d0 f0 d7 9d
// + 2c 79 41 94 25 eb 91 a5 5f ab 01 3e a9 d6 b0 e4 04 a0 cc d6 ee 04 7b fd
// + 50 78 d4 aa 1b 64 13 aa df 58 42 97 0e 77 59 35 a5 e2 17 fc c1 9f bd 52
// + e4 01 6e 91 a1 25 72 0c
// @data r_i8_to_f8E4M3FN f8E4M3FN 87 d0 f0 d7 9d 2c 79 41 94 25 eb 91 a5 5f ab 01 3e a9 d6 b0 e4 04 a0 cc
// + d6 ee 04 7b fd 50 78 d4 aa 1b 64 13 aa df 58 42 97 0e 77 59 35 a5 e2 17
// + fc c1 9f bd 52 e4 01 6e 91 a1 25 72 0c d7 11 61 00 ff 80 87 d0 f0 d7 9d
// + 2c 79 41 94 25 eb 91 a5 5f ab 01 3e a9 d6 b0 e4 04 a0 cc d6 ee 04 7b fd
// + 50 78 d4 aa 1b 64 13 aa df 58 42 97 0e 77 59 35 a5 e2 17 fc c1 9f bd 52
// + e4 01 6e 91 a1 25 72 0c
// @data a_i8_to_f8E5M2 i8 00 76 08 a4 f7 ed 48 4c a6 ae 0d 9f 91 82 f7 3c 9a 4d 2f 7b ed 93 3b fb
// + 0a a9 5a 01 fa da 84 93 d0 1d 77 ff ae bd e7 2e 71 18 b4 b2 5e 30 71 01
// + 3b f0 b2 27 0f 35 ae 6a 62 39 b1 cf cd 0f 0f ed 00 ff 80 00 76 08 a4 f7
// + ed 48 4c a6 ae 0d 9f 91 82 f7 3c 9a 4d 2f 7b ed 93 3b fb 0a a9 5a 01 fa
// + da 84 93 d0 1d 77 ff ae bd e7 2e 71 18 b4 b2 5e 30 71 01 3b f0 b2 27 0f
// + 35 ae 6a 62 39 b1 cf cd
// @data r_i8_to_f8E5M2 f8E5M2 00 76 08 a4 f7 ed 48 4c a6 ae 0d 9f 91 82 f7 3c 9a 4d 2f 7b ed 93 3b fb
// + 0a a9 5a 01 fa da 84 93 d0 1d 77 ff ae bd e7 2e 71 18 b4 b2 5e 30 71 01
// + 3b f0 b2 27 0f 35 ae 6a 62 39 b1 cf cd 0f 0f ed 00 ff 80 00 76 08 a4 f7
// + ed 48 4c a6 ae 0d 9f 91 82 f7 3c 9a 4d 2f 7b ed 93 3b fb 0a a9 5a 01 fa
// + da 84 93 d0 1d 77 ff ae bd e7 2e 71 18 b4 b2 5e 30 71 01 3b f0 b2 27 0f
// + 35 ae 6a 62 39 b1 cf cd
// @data a_i8_to_f8E8M0FNU i8 ff 2b 9b 6f fb 6a 86 a5 90 6a 20 93 ed 62 09 29 df 81 e3 85 67 82 a3 b4
// + 45 c6 b6 c9 aa 2f 86 64 29 cc fc e7 93 fd c1 73 99 bb 14 90 78 6c 18 db
// + b4 3f 30 8d 07 3c 5d 5a 86 c0 bd 1a 54 a1 fa 4f 00 ff 80 ff 2b 9b 6f fb
// + 6a 86 a5 90 6a 20 93 ed 62 09 29 df 81 e3 85 67 82 a3 b4 45 c6 b6 c9 aa
// + 2f 86 64 29 cc fc e7 93 fd c1 73 99 bb 14 90 78 6c 18 db b4 3f 30 8d 07
// + 3c 5d 5a 86 c0 bd 1a 54
// @data r_i8_to_f8E8M0FNU f8E8M0FNU ff 2b 9b 6f fb 6a 86 a5 90 6a 20 93 ed 62 09 29 df 81 e3 85 67 82 a3 b4
// + 45 c6 b6 c9 aa 2f 86 64 29 cc fc e7 93 fd c1 73 99 bb 14 90 78 6c 18 db
// + b4 3f 30 8d 07 3c 5d 5a 86 c0 bd 1a 54 a1 fa 4f 00 ff 80 ff 2b 9b 6f fb
// + 6a 86 a5 90 6a 20 93 ed 62 09 29 df 81 e3 85 67 82 a3 b4 45 c6 b6 c9 aa
// + 2f 86 64 29 cc fc e7 93 fd c1 73 99 bb 14 90 78 6c 18 db b4 3f 30 8d 07
// + 3c 5d 5a 86 c0 bd 1a 54
// @data a_f8E4M3FN_to_i8 f8E4M3FN 03 7b 9b 40 26 bd a9 b9 56 0e c0 bf a2 f0 49 be cf 26 a8 0a 16 04 91 d1
// + 03 21 90 0c 72 22 0d 89 17 05 f7 15 c6 61 43 c8 e4 4b 91 b4 95 4d 29 bc
// + 85 fe 43 8a 70 90 c4 f7 7b 0d 59 0d 6e 1f ed c5 00 ff 80 03 7b 9b 40 26
// + bd a9 b9 56 0e c0 bf a2 f0 49 be cf 26 a8 0a 16 04 91 d1 03 21 90 0c 72
// + 22 0d 89 17 05 f7 15 c6 61 43 c8 e4 4b 91 b4 95 4d 29 bc 85 fe 43 8a 70
// + 90 c4 f7 7b 0d 59 0d 6e
// @data r_f8E4M3FN_to_i8 i8 03 7b 9b 40 26 bd a9 b9 56 0e c0 bf a2 f0 49 be cf 26 a8 0a 16 04 91 d1
// + 03 21 90 0c 72 22 0d 89 17 05 f7 15 c6 61 43 c8 e4 4b 91 b4 95 4d 29 bc
// + 85 fe 43 8a 70 90 c4 f7 7b 0d 59 0d 6e 1f ed c5 00 ff 80 03 7b 9b 40 26
// + bd a9 b9 56 0e c0 bf a2 f0 49 be cf 26 a8 0a 16 04 91 d1 03 21 90 0c 72
// + 22 0d 89 17 05 f7 15 c6 61 43 c8 e4 4b 91 b4 95 4d 29 bc 85 fe 43 8a 70
// + 90 c4 f7 7b 0d 59 0d 6e
// @data a_f8E4M3FN_to_f8E5M2 f8E4M3FN 27 a5 50 09 0c e3 e7 d2 b5 99 3f ab de e6 41 e7 db 06 ef 75 bd ed 4d c2
// + 5d ea 7a e9 c7 fa 20 4b f7 1f 94 72 cc f0 17 93 c8 a5 1a 9b c7 42 23 38
// + bd 39 90 f8 2a 7c a0 4d 30 64 fd 7c 2c 47 24 63 00 ff 80 27 a5 50 09 0c
// + e3 e7 d2 b5 99 3f ab de e6 41 e7 db 06 ef 75 bd ed 4d c2 5d ea 7a e9 c7
// + fa 20 4b f7 1f 94 72 cc f0 17 93 c8 a5 1a 9b c7 42 23 38 bd 39 90 f8 2a
// + 7c a0 4d 30 64 fd 7c 2c
// @data r_f8E4M3FN_to_f8E5M2 f8E5M2 27 a5 50 09 0c e3 e7 d2 b5 99 3f ab de e6 41 e7 db 06 ef 75 bd ed 4d c2
// + 5d ea 7a e9 c7 fa 20 4b f7 1f 94 72 cc f0 17 93 c8 a5 1a 9b c7 42 23 38
// + bd 39 90 f8 2a 7c a0 4d 30 64 fd 7c 2c 47 24 63 00 ff 80 27 a5 50 09 0c
// + e3 e7 d2 b5 99 3f ab de e6 41 e7 db 06 ef 75 bd ed 4d c2 5d ea 7a e9 c7
// + fa 20 4b f7 1f 94 72 cc f0 17 93 c8 a5 1a 9b c7 42 23 38 bd 39 90 f8 2a
// + 7c a0 4d 30 64 fd 7c 2c
// @data a_f8E4M3FN_to_f8E8M0FNU f8E4M3FN f9 be 4b 40 c1 a6 1a d3 a3 aa 63 06 c1 08 ea 64 02 98 24 21 6d f2 e0 8c
// + ef 63 2d 73 a2 fd 72 2c 32 f5 42 32 a8 6a 4a 28 3d fd dc 2d 69 87 59 85
// + dd fb b2 4d ae 15 46 90 ab c2 c5 c1 78 0c c9 0d 00 ff 80 f9 be 4b 40 c1
// + a6 1a d3 a3 aa 63 06 c1 08 ea 64 02 98 24 21 6d f2 e0 8c ef 63 2d 73 a2
// + fd 72 2c 32 f5 42 32 a8 6a 4a 28 3d fd dc 2d 69 87 59 85 dd fb b2 4d ae
// + 15 46 90 ab c2 c5 c1 78
// @data r_f8E4M3FN_to_f8E8M0FNU f8E8M0FNU f9 be 4b 40 c1 a6 1a d3 a3 aa 63 06 c1 08 ea 64 02 98 24 21 6d f2 e0 8c
// + ef 63 2d 73 a2 fd 72 2c 32 f5 42 32 a8 6a 4a 28 3d fd dc 2d 69 87 59 85
// + dd fb b2 4d ae 15 46 90 ab c2 c5 c1 78 0c c9 0d 00 ff 80 f9 be 4b 40 c1
// + a6 1a d3 a3 aa 63 06 c1 08 ea 64 02 98 24 21 6d f2 e0 8c ef 63 2d 73 a2
// + fd 72 2c 32 f5 42 32 a8 6a 4a 28 3d fd dc 2d 69 87 59 85 dd fb b2 4d ae
// + 15 46 90 ab c2 c5 c1 78
// @data a_f8E5M2_to_i8 f8E5M2 91 8d f6 80 6d 4f a4 79 a9 f8 4a 3e c9 a7 d2 76 b8 ab 93 fd d0 f5 64 c2
// + 4c e8 e3 1e 07 dc 85 89 bb da 7f f4 50 af 75 e6 7b e7 8f 11 86 90 bc 3e
// + 59 5c 45 c0 6c ec 1c 21 65 35 b8 74 09 37 91 3d 00 ff 80 91 8d f6 80 6d
// + 4f a4 79 a9 f8 4a 3e c9 a7 d2 76 b8 ab 93 fd d0 f5 64 c2 4c e8 e3 1e 07
// + dc 85 89 bb da 7f f4 50 af 75 e6 7b e7 8f 11 86 90 bc 3e 59 5c 45 c0 6c
// + ec 1c 21 65 35 b8 74 09
// @data r_f8E5M2_to_i8 i8 91 8d f6 80 6d 4f a4 79 a9 f8 4a 3e c9 a7 d2 76 b8 ab 93 fd d0 f5 64 c2
// + 4c e8 e3 1e 07 dc 85 89 bb da 7f f4 50 af 75 e6 7b e7 8f 11 86 90 bc 3e
// + 59 5c 45 c0 6c ec 1c 21 65 35 b8 74 09 37 91 3d 00 ff 80 91 8d f6 80 6d
// + 4f a4 79 a9 f8 4a 3e c9 a7 d2 76 b8 ab 93 fd d0 f5 64 c2 4c e8 e3 1e 07
// + dc 85 89 bb da 7f f4 50 af 75 e6 7b e7 8f 11 86 90 bc 3e 59 5c 45 c0 6c
// + ec 1c 21 65 35 b8 74 09
// @data a_f8E5M2_to_f8E4M3FN f8E5M2 88 83 77 a2 f8 35 e5 f4 3b 82 06 74 12 ff 9b 45 79 9f 0e f9 3a a9 d6 71
// + 44 97 cb 43 6c ca db fb 2c 3b d4 5e a2 82 be 39 75 ec f0 ce 70 fc 33 14
// + 1b 7c 3d d6 02 61 91 24 d5 5e cb 2e e6 b6 70 7f 00 ff 80 88 83 77 a2 f8
// + 35 e5 f4 3b 82 06 74 12 ff 9b 45 79 9f 0e f9 3a a9 d6 71 44 97 cb 43 6c
// + ca db fb 2c 3b d4 5e a2 82 be 39 75 ec f0 ce 70 fc 33 14 1b 7c 3d d6 02
// + 61 91 24 d5 5e cb 2e e6
// @data r_f8E5M2_to_f8E4M3FN f8E4M3FN 88 83 77 a2 f8 35 e5 f4 3b 82 06 74 12 ff 9b 45 79 9f 0e f9 3a a9 d6 71
// + 44 97 cb 43 6c ca db fb 2c 3b d4 5e a2 82 be 39 75 ec f0 ce 70 fc 33 14
// + 1b 7c 3d d6 02 61 91 24 d5 5e cb 2e e6 b6 70 7f 00 ff 80 88 83 77 a2 f8
// + 35 e5 f4 3b 82 06 74 12 ff 9b 45 79 9f 0e f9 3a a9 d6 71 44 97 cb 43 6c
// + ca db fb 2c 3b d4 5e a2 82 be 39 75 ec f0 ce 70 fc 33 14 1b 7c 3d d6 02
// + 61 91 24 d5 5e cb 2e e6
// @data a_f8E5M2_to_f8E8M0FNU f8E5M2 02 ab e5 2c d7 13 94 c2 00 93 99 0c 44 8c b8 ff fd b2 bc 66 66 4f 24 8c
// + 36 42 2d bc 5d f0 7f c2 28 8f 1a f7 ac 21 32 84 3e 8f a3 64 87 b1 18 6b
// + 54 7f ab 16 81 c9 d0 e3 d6 dd 4e 3d c0 37 1a d1 00 ff 80 02 ab e5 2c d7
// + 13 94 c2 00 93 99 0c 44 8c b8 ff fd b2 bc 66 66 4f 24 8c 36 42 2d bc 5d
// + f0 7f c2 28 8f 1a f7 ac 21 32 84 3e 8f a3 64 87 b1 18 6b 54 7f ab 16 81
// + c9 d0 e3 d6 dd 4e 3d c0
// @data r_f8E5M2_to_f8E8M0FNU f8E8M0FNU 02 ab e5 2c d7 13 94 c2 00 93 99 0c 44 8c b8 ff fd b2 bc 66 66 4f 24 8c
// + 36 42 2d bc 5d f0 7f c2 28 8f 1a f7 ac 21 32 84 3e 8f a3 64 87 b1 18 6b
// + 54 7f ab 16 81 c9 d0 e3 d6 dd 4e 3d c0 37 1a d1 00 ff 80 02 ab e5 2c d7
// + 13 94 c2 00 93 99 0c 44 8c b8 ff fd b2 bc 66 66 4f 24 8c 36 42 2d bc 5d
// + f0 7f c2 28 8f 1a f7 ac 21 32 84 3e 8f a3 64 87 b1 18 6b 54 7f ab 16 81
// + c9 d0 e3 d6 dd 4e 3d c0
// @data a_f8E8M0FNU_to_i8 f8E8M0FNU c7 c7 9a 69 a1 b5 61 14 2a e2 d1 84 55 bf ca 64 b7 7d 56 86 72 41 14 58
// + 52 d1 4a 5a 54 4e 66 29 99 1d e6 de 78 d9 8d 6f e8 44 bb 0d 43 b3 63 ae
// + 40 96 19 07 38 5a cd b9 84 43 53 e9 36 9a 02 db 00 ff 80 c7 c7 9a 69 a1
// + b5 61 14 2a e2 d1 84 55 bf ca 64 b7 7d 56 86 72 41 14 58 52 d1 4a 5a 54
// + 4e 66 29 99 1d e6 de 78 d9 8d 6f e8 44 bb 0d 43 b3 63 ae 40 96 19 07 38
// + 5a cd b9 84 43 53 e9 36
// @data r_f8E8M0FNU_to_i8 i8 c7 c7 9a 69 a1 b5 61 14 2a e2 d1 84 55 bf ca 64 b7 7d 56 86 72 41 14 58
// + 52 d1 4a 5a 54 4e 66 29 99 1d e6 de 78 d9 8d 6f e8 44 bb 0d 43 b3 63 ae
// + 40 96 19 07 38 5a cd b9 84 43 53 e9 36 9a 02 db 00 ff 80 c7 c7 9a 69 a1
// + b5 61 14 2a e2 d1 84 55 bf ca 64 b7 7d 56 86 72 41 14 58 52 d1 4a 5a 54
// + 4e 66 29 99 1d e6 de 78 d9 8d 6f e8 44 bb 0d 43 b3 63 ae 40 96 19 07 38
// + 5a cd b9 84 43 53 e9 36
// @data a_f8E8M0FNU_to_f8E4M3FN f8E8M0FNU 71 e0 c8 8d 18 bc 52 64 8a 81 2c 94 ae d7 d9 10 e0 8f 34 18 9a db 67 b9
// + d4 55 94 ce 3c ca 55 66 17 39 e2 7a b2 4c ee 58 cc 27 d8 13 7b aa 03 3e
// + 1d f7 f9 44 60 b9 86 5e 97 96 a1 29 6b 21 42 f4 00 ff 80 71 e0 c8 8d 18
// + bc 52 64 8a 81 2c 94 ae d7 d9 10 e0 8f 34 18 9a db 67 b9 d4 55 94 ce 3c
// + ca 55 66 17 39 e2 7a b2 4c ee 58 cc 27 d8 13 7b aa 03 3e 1d f7 f9 44 60
// + b9 86 5e 97 96 a1 29 6b
// @data r_f8E8M0FNU_to_f8E4M3FN f8E4M3FN 71 e0 c8 8d 18 bc 52 64 8a 81 2c 94 ae d7 d9 10 e0 8f 34 18 9a db 67 b9
// + d4 55 94 ce 3c ca 55 66 17 39 e2 7a b2 4c ee 58 cc 27 d8 13 7b aa 03 3e
// + 1d f7 f9 44 60 b9 86 5e 97 96 a1 29 6b 21 42 f4 00 ff 80 71 e0 c8 8d 18
// + bc 52 64 8a 81 2c 94 ae d7 d9 10 e0 8f 34 18 9a db 67 b9 d4 55 94 ce 3c
// + ca 55 66 17 39 e2 7a b2 4c ee 58 cc 27 d8 13 7b aa 03 3e 1d f7 f9 44 60
// + b9 86 5e 97 96 a1 29 6b
// @data a_f8E8M0FNU_to_f8E5M2 f8E8M0FNU 95 ef 6e 78 b6 8f 45 e8 30 e6 91 b6 da 74 cd 94 32 80 c9 64 ff 39 e8 c7
// + 59 16 6b 5b 94 81 5e 9e a9 19 40 49 f2 29 f9 74 11 19 85 f9 9b da e0 ce
// + c3 0d ed 27 0a 5e 1e 14 c1 b6 e3 94 3b f8 5b ad 00 ff 80 95 ef 6e 78 b6
// + 8f 45 e8 30 e6 91 b6 da 74 cd 94 32 80 c9 64 ff 39 e8 c7 59 16 6b 5b 94
// + 81 5e 9e a9 19 40 49 f2 29 f9 74 11 19 85 f9 9b da e0 ce c3 0d ed 27 0a
// + 5e 1e 14 c1 b6 e3 94 3b
// @data r_f8E8M0FNU_to_f8E5M2 f8E5M2 95 ef 6e 78 b6 8f 45 e8 30 e6 91 b6 da 74 cd 94 32 80 c9 64 ff 39 e8 c7
// + 59 16 6b 5b 94 81 5e 9e a9 19 40 49 f2 29 f9 74 11 19 85 f9 9b da e0 ce
// + c3 0d ed 27 0a 5e 1e 14 c1 b6 e3 94 3b f8 5b ad 00 ff 80 95 ef 6e 78 b6
// + 8f 45 e8 30 e6 91 b6 da 74 cd 94 32 80 c9 64 ff 39 e8 c7 59 16 6b 5b 94
// + 81 5e 9e a9 19 40 49 f2 29 f9 74 11 19 85 f9 9b da e0 ce c3 0d ed 27 0a
// + 5e 1e 14 c1 b6 e3 94 3b
// @data a_i16_to_f16 i16 6cec 86de c8a2 d28e 5334 65de 3f3e 22c9 6f7f ae77 1598 621f e3b2 4d95 a82b f826 1154 139b e090 df4f af40 90cb 91ca 7f8c
// + 684c 12a9 64ac d98a e51d caa1 00e9 334e b1bc 1289 5ddb 0ce8 7567 b002 3e36 36ef f8b2 ecc7 66a0 b94d 53ed a1cf 465b 1b03
// + ddad 1251 11a2 6314 aced 5d9a dc04 1b0a 2cec 96fa ec68 94b5 2495 994f ae01 aaf6 0000 ffff 8000 6cec 86de c8a2 d28e 5334
// + 65de 3f3e 22c9 6f7f ae77 1598 621f e3b2 4d95 a82b f826 1154 139b e090 df4f af40 90cb 91ca 7f8c 684c 12a9 64ac d98a e51d
// + caa1 00e9 334e b1bc 1289 5ddb 0ce8 7567 b002 3e36 36ef f8b2 ecc7 66a0 b94d 53ed a1cf 465b 1b03 ddad 1251 11a2 6314 aced
// + 5d9a dc04 1b0a 2cec 96fa ec68 94b5 2495
// @data r_i16_to_f16 f16 6cec 86de c8a2 d28e 5334 65de 3f3e 22c9 6f7f ae77 1598 621f e3b2 4d95 a82b f826 1154 139b e090 df4f af40 90cb 91ca 7f8c
// + 684c 12a9 64ac d98a e51d caa1 00e9 334e b1bc 1289 5ddb 0ce8 7567 b002 3e36 36ef f8b2 ecc7 66a0 b94d 53ed a1cf 465b 1b03
// + ddad 1251 11a2 6314 aced 5d9a dc04 1b0a 2cec 96fa ec68 94b5 2495 994f ae01 aaf6 0000 ffff 8000 6cec 86de c8a2 d28e 5334
// + 65de 3f3e 22c9 6f7f ae77 1598 621f e3b2 4d95 a82b f826 1154 139b e090 df4f af40 90cb 91ca 7f8c 684c 12a9 64ac d98a e51d
// + caa1 00e9 334e b1bc 1289 5ddb 0ce8 7567 b002 3e36 36ef f8b2 ecc7 66a0 b94d 53ed a1cf 465b 1b03 ddad 1251 11a2 6314 aced
// + 5d9a dc04 1b0a 2cec 96fa ec68 94b5 2495
// @data a_i16_to_bf16 i16 8510 a355 20a1 81f7 3bbc 6137 3c1e 3706 b4d3 6ac8 223b cee8 af54 45f7 8713 b018 2360 5a29 f503 1b5b c8a2 1024 c894 7cd1
// + 36e3 bd96 3810 6ee5 325a 86f9 79af fb6b c30c 9882 45b6 8176 3ba2 8b75 fa29 6ca7 c016 835b cf34 ebce 874d a31a 01d9 fa4f
// + 3a43 c170 6370 53e3 60c4 a0e6 5ad4 f3a8 0348 cf88 c365 297a 6886 7109 f3ec d7c3 0000 ffff 8000 8510 a355 20a1 81f7 3bbc
// + 6137 3c1e 3706 b4d3 6ac8 223b cee8 af54 45f7 8713 b018 2360 5a29 f503 1b5b c8a2 1024 c894 7cd1 36e3 bd96 3810 6ee5 325a
// + 86f9 79af fb6b c30c 9882 45b6 8176 3ba2 8b75 fa29 6ca7 c016 835b cf34 ebce 874d a31a 01d9 fa4f 3a43 c170 6370 53e3 60c4
// + a0e6 5ad4 f3a8 0348 cf88 c365 297a 6886
// @data r_i16_to_bf16 bf16 8510 a355 20a1 81f7 3bbc 6137 3c1e 3706 b4d3 6ac8 223b cee8 af54 45f7 8713 b018 2360 5a29 f503 1b5b c8a2 1024 c894 7cd1
// + 36e3 bd96 3810 6ee5 325a 86f9 79af fb6b c30c 9882 45b6 8176 3ba2 8b75 fa29 6ca7 c016 835b cf34 ebce 874d a31a 01d9 fa4f
// + 3a43 c170 6370 53e3 60c4 a0e6 5ad4 f3a8 0348 cf88 c365 297a 6886 7109 f3ec d7c3 0000 ffff 8000 8510 a355 20a1 81f7 3bbc
// + 6137 3c1e 3706 b4d3 6ac8 223b cee8 af54 45f7 8713 b018 2360 5a29 f503 1b5b c8a2 1024 c894 7cd1 36e3 bd96 3810 6ee5 325a
// + 86f9 79af fb6b c30c 9882 45b6 8176 3ba2 8b75 fa29 6ca7 c016 835b cf34 ebce 874d a31a 01d9 fa4f 3a43 c170 6370 53e3 60c4
// + a0e6 5ad4 f3a8 0348 cf88 c365 297a 6886
// @data a_f16_to_i16 f16 352f 1d68 5c7b c4ac cfe9 0e66 98b3 2bc4 e18e ecc7 25d4 7381 91b7 8ae1 18d0 95fc 0bc2 ff5a d58e 7d1c 2e01 9336 6c93 44fa
// + d49e 58fa 6af8 94c3 7072 473e 36e8 77db e0d0 310e 7379 cf73 a667 4455 8345 b770 4303 b42e 9612 9de7 b86d f470 cc23 0560
// + de3a 8608 6828 dc9b b810 975b 8fd2 d20b c6df 6ea9 f339 6a8f f7f2 895b 00c5 51f0 0000 ffff 8000 352f 1d68 5c7b c4ac cfe9
// + 0e66 98b3 2bc4 e18e ecc7 25d4 7381 91b7 8ae1 18d0 95fc 0bc2 ff5a d58e 7d1c 2e01 9336 6c93 44fa d49e 58fa 6af8 94c3 7072
// + 473e 36e8 77db e0d0 310e 7379 cf73 a667 4455 8345 b770 4303 b42e 9612 9de7 b86d f470 cc23 0560 de3a 8608 6828 dc9b b810
// + 975b 8fd2 d20b c6df 6ea9 f339 6a8f f7f2
// @data r_f16_to_i16 i16 352f 1d68 5c7b c4ac cfe9 0e66 98b3 2bc4 e18e ecc7 25d4 7381 91b7 8ae1 18d0 95fc 0bc2 ff5a d58e 7d1c 2e01 9336 6c93 44fa
// + d49e 58fa 6af8 94c3 7072 473e 36e8 77db e0d0 310e 7379 cf73 a667 4455 8345 b770 4303 b42e 9612 9de7 b86d f470 cc23 0560
// + de3a 8608 6828 dc9b b810 975b 8fd2 d20b c6df 6ea9 f339 6a8f f7f2 895b 00c5 51f0 0000 ffff 8000 352f 1d68 5c7b c4ac cfe9
// + 0e66 98b3 2bc4 e18e ecc7 25d4 7381 91b7 8ae1 18d0 95fc 0bc2 ff5a d58e 7d1c 2e01 9336 6c93 44fa d49e 58fa 6af8 94c3 7072
// + 473e 36e8 77db e0d0 310e 7379 cf73 a667 4455 8345 b770 4303 b42e 9612 9de7 b86d f470 cc23 0560 de3a 8608 6828 dc9b b810
// + 975b 8fd2 d20b c6df 6ea9 f339 6a8f f7f2
// @data a_f16_to_bf16 f16 858c 8a10 cf0d ad92 ea5d 948a 881f b1da c519 366a 4e96 6d55 285d 56e4 ec6c bdc3 f7b7 5408 17e1 6cde 74b0 d836 4d3d 42cb
// + aef6 0c64 ccea 8eca b48d 18a8 212b 322a 29e2 aa0f e0c2 7631 0549 1b1f ef72 81f2 dc48 c955 34e8 e6b8 da9d 52a3 d7db 94a2
// + 97a4 de2b de34 7b15 816f b1de e05d 216f 4fe1 e44e d69b a1fd e0ed 85ad ea03 cd81 0000 ffff 8000 858c 8a10 cf0d ad92 ea5d
// + 948a 881f b1da c519 366a 4e96 6d55 285d 56e4 ec6c bdc3 f7b7 5408 17e1 6cde 74b0 d836 4d3d 42cb aef6 0c64 ccea 8eca b48d
// + 18a8 212b 322a 29e2 aa0f e0c2 7631 0549 1b1f ef72 81f2 dc48 c955 34e8 e6b8 da9d 52a3 d7db 94a2 97a4 de2b de34 7b15 816f
// + b1de e05d 216f 4fe1 e44e d69b a1fd e0ed
// @data r_f16_to_bf16 bf16 858c 8a10 cf0d ad92 ea5d 948a 881f b1da c519 366a 4e96 6d55 285d 56e4 ec6c bdc3 f7b7 5408 17e1 6cde 74b0 d836 4d3d 42cb
// + aef6 0c64 ccea 8eca b48d 18a8 212b 322a 29e2 aa0f e0c2 7631 0549 1b1f ef72 81f2 dc48 c955 34e8 e6b8 da9d 52a3 d7db 94a2
// + 97a4 de2b de34 7b15 816f b1de e05d 216f 4fe1 e44e d69b a1fd e0ed 85ad ea03 cd81 0000 ffff 8000 858c 8a10 cf0d ad92 ea5d
// + 948a 881f b1da c519 366a 4e96 6d55 285d 56e4 ec6c bdc3 f7b7 5408 17e1 6cde 74b0 d836 4d3d 42cb aef6 0c64 ccea 8eca b48d
// + 18a8 212b 322a 29e2 aa0f e0c2 7631 0549 1b1f ef72 81f2 dc48 c955 34e8 e6b8 da9d 52a3 d7db 94a2 97a4 de2b de34 7b15 816f
// + b1de e05d 216f 4fe1 e44e d69b a1fd e0ed
// @data a_bf16_to_i16 bf16 7177 44d1 7822 b629 298c cdce 2263 c52d 6837 9de5 0455 9c2e 8be7 a9b4 d717 8ff9 d3d4 284d 4c87 77cb a477 fa25 4026 ca32
// + 39d4 a68e 1f1b 1b98 70de 9062 cc1d 5fb6 d1a3 fc69 a735 b9ba eab5 376f 0a2f 9ff1 1b64 fcd6 adef 91da 77ee e57c 9893 250a
// + 808c 9aac 6e78 1704 5742 fdff e504 9fd3 04bb 57ce b0c7 7d83 99a5 7cba 0a3e 188c 0000 ffff 8000 7177 44d1 7822 b629 298c
// + cdce 2263 c52d 6837 9de5 0455 9c2e 8be7 a9b4 d717 8ff9 d3d4 284d 4c87 77cb a477 fa25 4026 ca32 39d4 a68e 1f1b 1b98 70de
// + 9062 cc1d 5fb6 d1a3 fc69 a735 b9ba eab5 376f 0a2f 9ff1 1b64 fcd6 adef 91da 77ee e57c 9893 250a 808c 9aac 6e78 1704 5742
// + fdff e504 9fd3 04bb 57ce b0c7 7d83 99a5
// @data r_bf16_to_i16 i16 7177 44d1 7822 b629 298c cdce 2263 c52d 6837 9de5 0455 9c2e 8be7 a9b4 d717 8ff9 d3d4 284d 4c87 77cb a477 fa25 4026 ca32
// + 39d4 a68e 1f1b 1b98 70de 9062 cc1d 5fb6 d1a3 fc69 a735 b9ba eab5 376f 0a2f 9ff1 1b64 fcd6 adef 91da 77ee e57c 9893 250a
// + 808c 9aac 6e78 1704 5742 fdff e504 9fd3 04bb 57ce b0c7 7d83 99a5 7cba 0a3e 188c 0000 ffff 8000 7177 44d1 7822 b629 298c
// + cdce 2263 c52d 6837 9de5 0455 9c2e 8be7 a9b4 d717 8ff9 d3d4 284d 4c87 77cb a477 fa25 4026 ca32 39d4 a68e 1f1b 1b98 70de
// + 9062 cc1d 5fb6 d1a3 fc69 a735 b9ba eab5 376f 0a2f 9ff1 1b64 fcd6 adef 91da 77ee e57c 9893 250a 808c 9aac 6e78 1704 5742
// + fdff e504 9fd3 04bb 57ce b0c7 7d83 99a5
// @data a_bf16_to_f16 bf16 4471 fbf8 43ab ec64 b737 0159 e5a1 b146 f660 3f90 5d51 06a7 afc4 8c0d 4cac 9822 20fa efc3 7f69 f31d 2a6d 8991 aba4 0155
// + 4181 34c5 f33c 9fc8 af01 e547 6edc e48e 390a 5c86 2b3f dc9a 4cd9 4a2c 4641 64a3 e2d1 b3e3 70d9 8e7d 260e 5fbc eafe 0a49
// + 31c3 7427 467b d454 8c8c 2a46 acfa 3cab 0c34 dc02 2e90 8cb7 8c34 861c 8b6a 4167 0000 ffff 8000 4471 fbf8 43ab ec64 b737
// + 0159 e5a1 b146 f660 3f90 5d51 06a7 afc4 8c0d 4cac 9822 20fa efc3 7f69 f31d 2a6d 8991 aba4 0155 4181 34c5 f33c 9fc8 af01
// + e547 6edc e48e 390a 5c86 2b3f dc9a 4cd9 4a2c 4641 64a3 e2d1 b3e3 70d9 8e7d 260e 5fbc eafe 0a49 31c3 7427 467b d454 8c8c
// + 2a46 acfa 3cab 0c34 dc02 2e90 8cb7 8c34
// @data r_bf16_to_f16 f16 4471 fbf8 43ab ec64 b737 0159 e5a1 b146 f660 3f90 5d51 06a7 afc4 8c0d 4cac 9822 20fa efc3 7f69 f31d 2a6d 8991 aba4 0155
// + 4181 34c5 f33c 9fc8 af01 e547 6edc e48e 390a 5c86 2b3f dc9a 4cd9 4a2c 4641 64a3 e2d1 b3e3 70d9 8e7d 260e 5fbc eafe 0a49
// + 31c3 7427 467b d454 8c8c 2a46 acfa 3cab 0c34 dc02 2e90 8cb7 8c34 861c 8b6a 4167 0000 ffff 8000 4471 fbf8 43ab ec64 b737
// + 0159 e5a1 b146 f660 3f90 5d51 06a7 afc4 8c0d 4cac 9822 20fa efc3 7f69 f31d 2a6d 8991 aba4 0155 4181 34c5 f33c 9fc8 af01
// + e547 6edc e48e 390a 5c86 2b3f dc9a 4cd9 4a2c 4641 64a3 e2d1 b3e3 70d9 8e7d 260e 5fbc eafe 0a49 31c3 7427 467b d454 8c8c
// + 2a46 acfa 3cab 0c34 dc02 2e90 8cb7 8c34
// @data a_i32_to_f32 i32 e504ffd7 c1fe69f1 6bf1646b 64fb057d 5f87fd6e 28779fc3 8d9042db 46d24d18 bd818a98 063669f3 2a54aad9 b3d223e9 92c097e3 e8356c1a 03b7d170 0cdf3a01
// + 012836f9 4d8abd31 4e2a386c 7c147379 a0d193ee ad05956b 371738fa aa4e0ea1 a4f9d76d 62c109a4 ed365d75 11a8eae8 1b6e08ce 1911be2a d7361916 73411671
// + e0de0300 7d8c9a1f ee90f7e1 33e5ac3a c7b70cf7 92e95d3b be6b9c77 db7f6b30 747d737d b58b8621 304e441f 9514631e bd529c77 8a995d28 243e3950 15a907c3
// + f63d855b 3fd3d70d 2bafc978 094165fd f2e2df29 391833c2 d73b6267 dea46019 267733c7 af6dbdf6 82b96291 98d310c9 4945c10e e46664d5 502ecd84 7c6c3e19
// + 00000000 ffffffff 80000000 e504ffd7 c1fe69f1 6bf1646b 64fb057d 5f87fd6e 28779fc3 8d9042db 46d24d18 bd818a98 063669f3 2a54aad9 b3d223e9 92c097e3
// + e8356c1a 03b7d170 0cdf3a01 012836f9 4d8abd31 4e2a386c 7c147379 a0d193ee ad05956b 371738fa aa4e0ea1 a4f9d76d 62c109a4 ed365d75 11a8eae8 1b6e08ce
// + 1911be2a d7361916 73411671 e0de0300 7d8c9a1f ee90f7e1 33e5ac3a c7b70cf7 92e95d3b be6b9c77 db7f6b30 747d737d b58b8621 304e441f 9514631e bd529c77
// + 8a995d28 243e3950 15a907c3 f63d855b 3fd3d70d 2bafc978 094165fd f2e2df29 391833c2 d73b6267 dea46019 267733c7 af6dbdf6 82b96291 98d310c9 4945c10e
// @data r_i32_to_f32 f32 e504ffd7 c1fe69f1 6bf1646b 64fb057d 5f87fd6e 28779fc3 8d9042db 46d24d18 bd818a98 063669f3 2a54aad9 b3d223e9 92c097e3 e8356c1a 03b7d170 0cdf3a01
// + 012836f9 4d8abd31 4e2a386c 7c147379 a0d193ee ad05956b 371738fa aa4e0ea1 a4f9d76d 62c109a4 ed365d75 11a8eae8 1b6e08ce 1911be2a d7361916 73411671
// + e0de0300 7d8c9a1f ee90f7e1 33e5ac3a c7b70cf7 92e95d3b be6b9c77 db7f6b30 747d737d b58b8621 304e441f 9514631e bd529c77 8a995d28 243e3950 15a907c3
// + f63d855b 3fd3d70d 2bafc978 094165fd f2e2df29 391833c2 d73b6267 dea46019 267733c7 af6dbdf6 82b96291 98d310c9 4945c10e e46664d5 502ecd84 7c6c3e19
// + 00000000 ffffffff 80000000 e504ffd7 c1fe69f1 6bf1646b 64fb057d 5f87fd6e 28779fc3 8d9042db 46d24d18 bd818a98 063669f3 2a54aad9 b3d223e9 92c097e3
// + e8356c1a 03b7d170 0cdf3a01 012836f9 4d8abd31 4e2a386c 7c147379 a0d193ee ad05956b 371738fa aa4e0ea1 a4f9d76d 62c109a4 ed365d75 11a8eae8 1b6e08ce
// + 1911be2a d7361916 73411671 e0de0300 7d8c9a1f ee90f7e1 33e5ac3a c7b70cf7 92e95d3b be6b9c77 db7f6b30 747d737d b58b8621 304e441f 9514631e bd529c77
// + 8a995d28 243e3950 15a907c3 f63d855b 3fd3d70d 2bafc978 094165fd f2e2df29 391833c2 d73b6267 dea46019 267733c7 af6dbdf6 82b96291 98d310c9 4945c10e
// @data a_f32_to_i32 f32 a0e51997 ddf5d16d cfcce2e7 ae2c0c07 f86c0532 973a4a16 56a22506 d7c82d41 eeef6c24 b3f4f007 2004cf87 f284cab8 22afa4d3 51edddda e0e777e8 532f2dc7
// + 1a7aee2c f61421c8 57f52433 dd8e08e3 2831396f 8cfa296f 5b16291a aad0c64c 8e804a7e 6b259a4c cac32bde 3c31fa82 7dab3ea0 e74348b5 27e84bd6 d020ca92
// + e92a7d10 3ba58033 ce454f5d 21d11c8d ba7b7f51 585a6edc 6a77d08f fd018140 2da750a1 6474c6a3 e8e097dc 20753bf3 8b443506 191aabb1 c6fe2bd9 5f8d5f41
// + 7c58d712 310140ff e2718730 c00cf1e5 97f233ed c025f2ce 111671cc 837c4a33 e516f9cb 455074d6 b603fa1d 66108f5d 3e5bcc7e b9e13e7f 4472d518 0e4ef403
// + 00000000 ffffffff 80000000 a0e51997 ddf5d16d cfcce2e7 ae2c0c07 f86c0532 973a4a16 56a22506 d7c82d41 eeef6c24 b3f4f007 2004cf87 f284cab8 22afa4d3
// + 51edddda e0e777e8 532f2dc7 1a7aee2c f61421c8 57f52433 dd8e08e3 2831396f 8cfa296f 5b16291a aad0c64c 8e804a7e 6b259a4c cac32bde 3c31fa82 7dab3ea0
// + e74348b5 27e84bd6 d020ca92 e92a7d10 3ba58033 ce454f5d 21d11c8d ba7b7f51 585a6edc 6a77d08f fd018140 2da750a1 6474c6a3 e8e097dc 20753bf3 8b443506
// + 191aabb1 c6fe2bd9 5f8d5f41 7c58d712 310140ff e2718730 c00cf1e5 97f233ed c025f2ce 111671cc 837c4a33 e516f9cb 455074d6 b603fa1d 66108f5d 3e5bcc7e
// @data r_f32_to_i32 i32 a0e51997 ddf5d16d cfcce2e7 ae2c0c07 f86c0532 973a4a16 56a22506 d7c82d41 eeef6c24 b3f4f007 2004cf87 f284cab8 22afa4d3 51edddda e0e777e8 532f2dc7
// + 1a7aee2c f61421c8 57f52433 dd8e08e3 2831396f 8cfa296f 5b16291a aad0c64c 8e804a7e 6b259a4c cac32bde 3c31fa82 7dab3ea0 e74348b5 27e84bd6 d020ca92
// + e92a7d10 3ba58033 ce454f5d 21d11c8d ba7b7f51 585a6edc 6a77d08f fd018140 2da750a1 6474c6a3 e8e097dc 20753bf3 8b443506 191aabb1 c6fe2bd9 5f8d5f41
// + 7c58d712 310140ff e2718730 c00cf1e5 97f233ed c025f2ce 111671cc 837c4a33 e516f9cb 455074d6 b603fa1d 66108f5d 3e5bcc7e b9e13e7f 4472d518 0e4ef403
// + 00000000 ffffffff 80000000 a0e51997 ddf5d16d cfcce2e7 ae2c0c07 f86c0532 973a4a16 56a22506 d7c82d41 eeef6c24 b3f4f007 2004cf87 f284cab8 22afa4d3
// + 51edddda e0e777e8 532f2dc7 1a7aee2c f61421c8 57f52433 dd8e08e3 2831396f 8cfa296f 5b16291a aad0c64c 8e804a7e 6b259a4c cac32bde 3c31fa82 7dab3ea0
// + e74348b5 27e84bd6 d020ca92 e92a7d10 3ba58033 ce454f5d 21d11c8d ba7b7f51 585a6edc 6a77d08f fd018140 2da750a1 6474c6a3 e8e097dc 20753bf3 8b443506
// + 191aabb1 c6fe2bd9 5f8d5f41 7c58d712 310140ff e2718730 c00cf1e5 97f233ed c025f2ce 111671cc 837c4a33 e516f9cb 455074d6 b603fa1d 66108f5d 3e5bcc7e
// @data a_i64_to_f64 i64 dc71e55e093fc976 bb3ae502174b2abd 2290190c1852c51f 8bb90e273592a568 61417eb3abb547ae a3831fb71680aefe 09b8d015b9d2f55d 4538b947bf155fad
// + 3e80dac337cb6745 80e2d7f822272ae7 f35d8140b14556c2 bed2b032a92281e4 574612a9c2dd6593 1c584b780fb95d6a 8760ae215a660c36 e744ec8d0e039651
// + f1ddac2e011c004c 6c9b4e0f54999ba2 e1278597ec9deebc fcadfdaf1891c556 b210e3ecfe875f6e 9721e5fd8230f128 f679a977a16a62bf 3e167f8c3ca3a8d9
// + f2c5d23dfba0c70a d67a4d575181f086 4c809ec67a4fe8af b74b1b0355e1ec7b b3c289ed79eedb6d d7a2fa6c3cd3b8ea c265d9026964137a 9b3a12793ab06cd0
// + 420d30acfe2c3570 d5e6d801797e5e01 98850af8e5a35571 bb17c6b31152bc03 de7ae43f90b172a8 c17c32b53c9f0207 5c5d8422697ad45b 26cdfd17eacd0935
// + bfe596067826b020 046b189b71507904 bc8f4e50c53a022e d9d1aebe218d0097 f08da5e2fceccd59 87bc178bcde5c862 106de680177137b0 6f8e5e2e2aa6c0fa
// + cde089aec2386cd6 50a5be5108b4d15e 1327c1aea2e5b9a8 b9c5df464dd3eae0 2f09a1b188b60282 0608a35fc21a0aee 3b8c6ca3af2d0ce5 43b45e1edef530ba
// + 4ae5c35c4e84d33e 4227b3796107cd04 59528b271838ab87 f33114d3eb544040 4e1b813d62e2c5d7 86109e986da6b8c7 eff8f81297435307 ed7246d6f1203230
// + 0000000000000000 ffffffffffffffff 8000000000000000 dc71e55e093fc976 bb3ae502174b2abd 2290190c1852c51f 8bb90e273592a568 61417eb3abb547ae
// + a3831fb71680aefe 09b8d015b9d2f55d 4538b947bf155fad 3e80dac337cb6745 80e2d7f822272ae7 f35d8140b14556c2 bed2b032a92281e4 574612a9c2dd6593
// + 1c584b780fb95d6a 8760ae215a660c36 e744ec8d0e039651 f1ddac2e011c004c 6c9b4e0f54999ba2 e1278597ec9deebc fcadfdaf1891c556 b210e3ecfe875f6e
// + 9721e5fd8230f128 f679a977a16a62bf 3e167f8c3ca3a8d9 f2c5d23dfba0c70a d67a4d575181f086 4c809ec67a4fe8af b74b1b0355e1ec7b b3c289ed79eedb6d
// + d7a2fa6c3cd3b8ea c265d9026964137a 9b3a12793ab06cd0 420d30acfe2c3570 d5e6d801797e5e01 98850af8e5a35571 bb17c6b31152bc03 de7ae43f90b172a8
// + c17c32b53c9f0207 5c5d8422697ad45b 26cdfd17eacd0935 bfe596067826b020 046b189b71507904 bc8f4e50c53a022e d9d1aebe218d0097 f08da5e2fceccd59
// + 87bc178bcde5c862 106de680177137b0 6f8e5e2e2aa6c0fa cde089aec2386cd6 50a5be5108b4d15e 1327c1aea2e5b9a8 b9c5df464dd3eae0 2f09a1b188b60282
// + 0608a35fc21a0aee 3b8c6ca3af2d0ce5 43b45e1edef530ba 4ae5c35c4e84d33e 4227b3796107cd04 59528b271838ab87 f33114d3eb544040 4e1b813d62e2c5d7
// @data r_i64_to_f64 f64 dc71e55e093fc976 bb3ae502174b2abd 2290190c1852c51f 8bb90e273592a568 61417eb3abb547ae a3831fb71680aefe 09b8d015b9d2f55d 4538b947bf155fad
// + 3e80dac337cb6745 80e2d7f822272ae7 f35d8140b14556c2 bed2b032a92281e4 574612a9c2dd6593 1c584b780fb95d6a 8760ae215a660c36 e744ec8d0e039651
// + f1ddac2e011c004c 6c9b4e0f54999ba2 e1278597ec9deebc fcadfdaf1891c556 b210e3ecfe875f6e 9721e5fd8230f128 f679a977a16a62bf 3e167f8c3ca3a8d9
// + f2c5d23dfba0c70a d67a4d575181f086 4c809ec67a4fe8af b74b1b0355e1ec7b b3c289ed79eedb6d d7a2fa6c3cd3b8ea c265d9026964137a 9b3a12793ab06cd0
// + 420d30acfe2c3570 d5e6d801797e5e01 98850af8e5a35571 bb17c6b31152bc03 de7ae43f90b172a8 c17c32b53c9f0207 5c5d8422697ad45b 26cdfd17eacd0935
// + bfe596067826b020 046b189b71507904 bc8f4e50c53a022e d9d1aebe218d0097 f08da5e2fceccd59 87bc178bcde5c862 106de680177137b0 6f8e5e2e2aa6c0fa
// + cde089aec2386cd6 50a5be5108b4d15e 1327c1aea2e5b9a8 b9c5df464dd3eae0 2f09a1b188b60282 0608a35fc21a0aee 3b8c6ca3af2d0ce5 43b45e1edef530ba
// + 4ae5c35c4e84d33e 4227b3796107cd04 59528b271838ab87 f33114d3eb544040 4e1b813d62e2c5d7 86109e986da6b8c7 eff8f81297435307 ed7246d6f1203230
// + 0000000000000000 ffffffffffffffff 8000000000000000 dc71e55e093fc976 bb3ae502174b2abd 2290190c1852c51f 8bb90e273592a568 61417eb3abb547ae
// + a3831fb71680aefe 09b8d015b9d2f55d 4538b947bf155fad 3e80dac337cb6745 80e2d7f822272ae7 f35d8140b14556c2 bed2b032a92281e4 574612a9c2dd6593
// + 1c584b780fb95d6a 8760ae215a660c36 e744ec8d0e039651 f1ddac2e011c004c 6c9b4e0f54999ba2 e1278597ec9deebc fcadfdaf1891c556 b210e3ecfe875f6e
// + 9721e5fd8230f128 f679a977a16a62bf 3e167f8c3ca3a8d9 f2c5d23dfba0c70a d67a4d575181f086 4c809ec67a4fe8af b74b1b0355e1ec7b b3c289ed79eedb6d
// + d7a2fa6c3cd3b8ea c265d9026964137a 9b3a12793ab06cd0 420d30acfe2c3570 d5e6d801797e5e01 98850af8e5a35571 bb17c6b31152bc03 de7ae43f90b172a8
// + c17c32b53c9f0207 5c5d8422697ad45b 26cdfd17eacd0935 bfe596067826b020 046b189b71507904 bc8f4e50c53a022e d9d1aebe218d0097 f08da5e2fceccd59
// + 87bc178bcde5c862 106de680177137b0 6f8e5e2e2aa6c0fa cde089aec2386cd6 50a5be5108b4d15e 1327c1aea2e5b9a8 b9c5df464dd3eae0 2f09a1b188b60282
// + 0608a35fc21a0aee 3b8c6ca3af2d0ce5 43b45e1edef530ba 4ae5c35c4e84d33e 4227b3796107cd04 59528b271838ab87 f33114d3eb544040 4e1b813d62e2c5d7
// @data a_f64_to_i64 f64 657ab402640e29a4 502f68e09d8929f5 5a20b09e1418fa5e 523bf20d203de474 a15ca4683b64e289 08cadfca4c60b2e3 9fe9b3079845ec83 ed0987df03b2e5f1
// + 0047f59dee003d35 81f1e7c94091041c 289bc826c8eb2005 81fbd60847aa5b1c 832a35df7113c9e9 6ac42df7369fe3d7 a57ac4e80561b7c9 b22934a40b990064
// + 73fcb161da8457bb 488da8ff186bd873 456e88008387be96 c648e85996d71aea 002a53ed74e6e9b2 60892b4ff9dee9ff ca25a4aa9bbe15c3 bc163bdbda601fd3
// + e76a15dfea16723b 78f54dc8368fc248 77e421885018caf8 c18f495be21627fd 6b2e3269e7800f6c fb116cd450f2d408 594d8a607cbd9f88 23fc3d6c172cfacb
// + 3bf4cc14379a4a64 0d898037a1d90d8c b00fb07dc96c202c 522864e274f44bb6 37593bee95daef64 6f6a4fa291af767d b5ab5166591b4b7e 1334e09ce37b92fb
// + c0371bf975966087 3c9ccf3e34cd4114 4d5650c0da02bfb1 4cdc8a62a4cdcf43 a46c4f6fa6af1845 4d70a56b315e585b f9c47fd5f20c47ae d16193fa1459121d
// + 69d0140464c230ee 54ce0f07eebf74fe 561a7c88c058ab59 89f43d152035c39d 54a707c90978b1cf 58175a0ae56aab91 ca19f43908a534eb 3377737fe5001d6c
// + 15b27ecc5f16f47e 201b9201cb2a00f7 25e2c8fb1db498e9 390508df51aab508 b8d8620de54cacef c5ee5427dc9e4d4c 0439c3e9b4405f9d cc799f4cdc9fec2c
// + 0000000000000000 ffffffffffffffff 8000000000000000 657ab402640e29a4 502f68e09d8929f5 5a20b09e1418fa5e 523bf20d203de474 a15ca4683b64e289
// + 08cadfca4c60b2e3 9fe9b3079845ec83 ed0987df03b2e5f1 0047f59dee003d35 81f1e7c94091041c 289bc826c8eb2005 81fbd60847aa5b1c 832a35df7113c9e9
// + 6ac42df7369fe3d7 a57ac4e80561b7c9 b22934a40b990064 73fcb161da8457bb 488da8ff186bd873 456e88008387be96 c648e85996d71aea 002a53ed74e6e9b2
// + 60892b4ff9dee9ff ca25a4aa9bbe15c3 bc163bdbda601fd3 e76a15dfea16723b 78f54dc8368fc248 77e421885018caf8 c18f495be21627fd 6b2e3269e7800f6c
// + fb116cd450f2d408 594d8a607cbd9f88 23fc3d6c172cfacb 3bf4cc14379a4a64 0d898037a1d90d8c b00fb07dc96c202c 522864e274f44bb6 37593bee95daef64
// + 6f6a4fa291af767d b5ab5166591b4b7e 1334e09ce37b92fb c0371bf975966087 3c9ccf3e34cd4114 4d5650c0da02bfb1 4cdc8a62a4cdcf43 a46c4f6fa6af1845
// + 4d70a56b315e585b f9c47fd5f20c47ae d16193fa1459121d 69d0140464c230ee 54ce0f07eebf74fe 561a7c88c058ab59 89f43d152035c39d 54a707c90978b1cf
// + 58175a0ae56aab91 ca19f43908a534eb 3377737fe5001d6c 15b27ecc5f16f47e 201b9201cb2a00f7 25e2c8fb1db498e9 390508df51aab508 b8d8620de54cacef
// @data r_f64_to_i64 i64 657ab402640e29a4 502f68e09d8929f5 5a20b09e1418fa5e 523bf20d203de474 a15ca4683b64e289 08cadfca4c60b2e3 9fe9b3079845ec83 ed0987df03b2e5f1
// + 0047f59dee003d35 81f1e7c94091041c 289bc826c8eb2005 81fbd60847aa5b1c 832a35df7113c9e9 6ac42df7369fe3d7 a57ac4e80561b7c9 b22934a40b990064
// + 73fcb161da8457bb 488da8ff186bd873 456e88008387be96 c648e85996d71aea 002a53ed74e6e9b2 60892b4ff9dee9ff ca25a4aa9bbe15c3 bc163bdbda601fd3
// + e76a15dfea16723b 78f54dc8368fc248 77e421885018caf8 c18f495be21627fd 6b2e3269e7800f6c fb116cd450f2d408 594d8a607cbd9f88 23fc3d6c172cfacb
// + 3bf4cc14379a4a64 0d898037a1d90d8c b00fb07dc96c202c 522864e274f44bb6 37593bee95daef64 6f6a4fa291af767d b5ab5166591b4b7e 1334e09ce37b92fb
// + c0371bf975966087 3c9ccf3e34cd4114 4d5650c0da02bfb1 4cdc8a62a4cdcf43 a46c4f6fa6af1845 4d70a56b315e585b f9c47fd5f20c47ae d16193fa1459121d
// + 69d0140464c230ee 54ce0f07eebf74fe 561a7c88c058ab59 89f43d152035c39d 54a707c90978b1cf 58175a0ae56aab91 ca19f43908a534eb 3377737fe5001d6c
// + 15b27ecc5f16f47e 201b9201cb2a00f7 25e2c8fb1db498e9 390508df51aab508 b8d8620de54cacef c5ee5427dc9e4d4c 0439c3e9b4405f9d cc799f4cdc9fec2c
// + 0000000000000000 ffffffffffffffff 8000000000000000 657ab402640e29a4 502f68e09d8929f5 5a20b09e1418fa5e 523bf20d203de474 a15ca4683b64e289
// + 08cadfca4c60b2e3 9fe9b3079845ec83 ed0987df03b2e5f1 0047f59dee003d35 81f1e7c94091041c 289bc826c8eb2005 81fbd60847aa5b1c 832a35df7113c9e9
// + 6ac42df7369fe3d7 a57ac4e80561b7c9 b22934a40b990064 73fcb161da8457bb 488da8ff186bd873 456e88008387be96 c648e85996d71aea 002a53ed74e6e9b2
// + 60892b4ff9dee9ff ca25a4aa9bbe15c3 bc163bdbda601fd3 e76a15dfea16723b 78f54dc8368fc248 77e421885018caf8 c18f495be21627fd 6b2e3269e7800f6c
// + fb116cd450f2d408 594d8a607cbd9f88 23fc3d6c172cfacb 3bf4cc14379a4a64 0d898037a1d90d8c b00fb07dc96c202c 522864e274f44bb6 37593bee95daef64
// + 6f6a4fa291af767d b5ab5166591b4b7e 1334e09ce37b92fb c0371bf975966087 3c9ccf3e34cd4114 4d5650c0da02bfb1 4cdc8a62a4cdcf43 a46c4f6fa6af1845
// + 4d70a56b315e585b f9c47fd5f20c47ae d16193fa1459121d 69d0140464c230ee 54ce0f07eebf74fe 561a7c88c058ab59 89f43d152035c39d 54a707c90978b1cf
// + 58175a0ae56aab91 ca19f43908a534eb 3377737fe5001d6c 15b27ecc5f16f47e 201b9201cb2a00f7 25e2c8fb1db498e9 390508df51aab508 b8d8620de54cacef
// @run i8_to_f8E4M3FN entry=i8_to_f8E4M3FN grid=1 nan=bits
// @arg buf i8 a_i8_to_f8E4M3FN
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_to_f8E4M3FN prov=bits
// @run i8_to_f8E5M2 entry=i8_to_f8E5M2 grid=1 nan=bits
// @arg buf i8 a_i8_to_f8E5M2
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_to_f8E5M2 prov=bits
// @run i8_to_f8E8M0FNU entry=i8_to_f8E8M0FNU grid=1 nan=bits
// @arg buf i8 a_i8_to_f8E8M0FNU
// @arg buf f8E8M0FNU zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_to_f8E8M0FNU prov=bits
// @run f8E4M3FN_to_i8 entry=f8E4M3FN_to_i8 grid=1 nan=bits
// @arg buf f8E4M3FN a_f8E4M3FN_to_i8
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_to_i8 prov=bits
// @run f8E4M3FN_to_f8E5M2 entry=f8E4M3FN_to_f8E5M2 grid=1 nan=bits
// @arg buf f8E4M3FN a_f8E4M3FN_to_f8E5M2
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_to_f8E5M2 prov=bits
// @run f8E4M3FN_to_f8E8M0FNU entry=f8E4M3FN_to_f8E8M0FNU grid=1 nan=bits
// @arg buf f8E4M3FN a_f8E4M3FN_to_f8E8M0FNU
// @arg buf f8E8M0FNU zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_to_f8E8M0FNU prov=bits
// @run f8E5M2_to_i8 entry=f8E5M2_to_i8 grid=1 nan=bits
// @arg buf f8E5M2 a_f8E5M2_to_i8
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_to_i8 prov=bits
// @run f8E5M2_to_f8E4M3FN entry=f8E5M2_to_f8E4M3FN grid=1 nan=bits
// @arg buf f8E5M2 a_f8E5M2_to_f8E4M3FN
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_to_f8E4M3FN prov=bits
// @run f8E5M2_to_f8E8M0FNU entry=f8E5M2_to_f8E8M0FNU grid=1 nan=bits
// @arg buf f8E5M2 a_f8E5M2_to_f8E8M0FNU
// @arg buf f8E8M0FNU zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_to_f8E8M0FNU prov=bits
// @run f8E8M0FNU_to_i8 entry=f8E8M0FNU_to_i8 grid=1 nan=bits
// @arg buf f8E8M0FNU a_f8E8M0FNU_to_i8
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_to_i8 prov=bits
// @run f8E8M0FNU_to_f8E4M3FN entry=f8E8M0FNU_to_f8E4M3FN grid=1 nan=bits
// @arg buf f8E8M0FNU a_f8E8M0FNU_to_f8E4M3FN
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_to_f8E4M3FN prov=bits
// @run f8E8M0FNU_to_f8E5M2 entry=f8E8M0FNU_to_f8E5M2 grid=1 nan=bits
// @arg buf f8E8M0FNU a_f8E8M0FNU_to_f8E5M2
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_to_f8E5M2 prov=bits
// @run i16_to_f16 entry=i16_to_f16 grid=1 nan=bits
// @arg buf i16 a_i16_to_f16
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_to_f16 prov=bits
// @run i16_to_bf16 entry=i16_to_bf16 grid=1 nan=bits
// @arg buf i16 a_i16_to_bf16
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_to_bf16 prov=bits
// @run f16_to_i16 entry=f16_to_i16 grid=1 nan=bits
// @arg buf f16 a_f16_to_i16
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_to_i16 prov=bits
// @run f16_to_bf16 entry=f16_to_bf16 grid=1 nan=bits
// @arg buf f16 a_f16_to_bf16
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_to_bf16 prov=bits
// @run bf16_to_i16 entry=bf16_to_i16 grid=1 nan=bits
// @arg buf bf16 a_bf16_to_i16
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_to_i16 prov=bits
// @run bf16_to_f16 entry=bf16_to_f16 grid=1 nan=bits
// @arg buf bf16 a_bf16_to_f16
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_to_f16 prov=bits
// @run i32_to_f32 entry=i32_to_f32 grid=1 nan=bits
// @arg buf i32 a_i32_to_f32
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_to_f32 prov=bits
// @run f32_to_i32 entry=f32_to_i32 grid=1 nan=bits
// @arg buf f32 a_f32_to_i32
// @arg buf i32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_to_i32 prov=bits
// @run i64_to_f64 entry=i64_to_f64 grid=1 nan=bits
// @arg buf i64 a_i64_to_f64
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_to_f64 prov=bits
// @run f64_to_i64 entry=f64_to_i64 grid=1 nan=bits
// @arg buf f64 a_f64_to_i64
// @arg buf i64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_to_i64 prov=bits
cuda_tile.module @conformance {
  entry @i8_to_f8E4M3FN(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = bitcast %x0 : tile<128xi8> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_to_f8E5M2(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = bitcast %x0 : tile<128xi8> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_to_f8E8M0FNU(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = bitcast %x0 : tile<128xi8> -> tile<128xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E8M0FNU>, partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_to_i8(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<128xf8E4M3FN>, token
    %r = bitcast %x0 : tile<128xf8E4M3FN> -> tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_to_f8E5M2(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<128xf8E4M3FN>, token
    %r = bitcast %x0 : tile<128xf8E4M3FN> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_to_f8E8M0FNU(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<128xf8E4M3FN>, token
    %r = bitcast %x0 : tile<128xf8E4M3FN> -> tile<128xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E8M0FNU>, partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_to_i8(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> tile<128xf8E5M2>, token
    %r = bitcast %x0 : tile<128xf8E5M2> -> tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_to_f8E4M3FN(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> tile<128xf8E5M2>, token
    %r = bitcast %x0 : tile<128xf8E5M2> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_to_f8E8M0FNU(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> tile<128xf8E5M2>, token
    %r = bitcast %x0 : tile<128xf8E5M2> -> tile<128xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E8M0FNU>, partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_to_i8(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<128xf8E8M0FNU>, token
    %r = bitcast %x0 : tile<128xf8E8M0FNU> -> tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_to_f8E4M3FN(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<128xf8E8M0FNU>, token
    %r = bitcast %x0 : tile<128xf8E8M0FNU> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_to_f8E5M2(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<128xf8E8M0FNU>, token
    %r = bitcast %x0 : tile<128xf8E8M0FNU> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_to_f16(%a0: tile<ptr<i16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = bitcast %x0 : tile<128xi16> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_to_bf16(%a0: tile<ptr<i16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = bitcast %x0 : tile<128xi16> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_to_i16(%a0: tile<ptr<f16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = bitcast %x0 : tile<128xf16> -> tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_to_bf16(%a0: tile<ptr<f16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = bitcast %x0 : tile<128xf16> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_to_i16(%a0: tile<ptr<bf16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = bitcast %x0 : tile<128xbf16> -> tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_to_f16(%a0: tile<ptr<bf16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = bitcast %x0 : tile<128xbf16> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_to_f32(%a0: tile<ptr<i32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = bitcast %x0 : tile<128xi32> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_to_i32(%a0: tile<ptr<f32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = bitcast %x0 : tile<128xf32> -> tile<128xi32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_to_f64(%a0: tile<ptr<i64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = bitcast %x0 : tile<128xi64> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_to_i64(%a0: tile<ptr<f64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> tile<128xf64>, token
    %r = bitcast %x0 : tile<128xf64> -> tile<128xi64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
