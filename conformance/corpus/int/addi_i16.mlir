// @conformance 1
// @tier full
// @family int-arith
// addi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_wrap i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0002 0000 8001 8000 8002 0003 0004
// + ffff 0008 7fff 2f3a 51ea a3b4 3f56 a027 ffff 0000 fffe 7fff 7ffe 8000 0001 0002 fffd 0006 7ffd 2f38 51e8 a3b2 3f54 a025
// + 8000 8001 7fff 0000 ffff 0001 8002 8003 7ffe 8007 fffe af39 d1e9 23b3 bf55 2026 7fff 8000 7ffe ffff fffe 0000 8001 8002
// + 7ffd 8006 fffd af38 d1e8 23b2 bf54 2025 8001 8002 8000 0001 0000 0002 8003 8004 7fff 8008 ffff af3a d1ea 23b4 bf56 2027
// + 0002 0003 0001 8002 8001 8003 0004 0005 0000 0009 8000 2f3b 51eb a3b5 3f57 a028 0003 0004 0002 8003 8002 8004 0005 0006
// + 0001 000a 8001 2f3c 51ec a3b6 3f58 a029 fffe ffff fffd 7ffe 7ffd 7fff 0000 0001 fffc 0005 7ffc 2f37 51e7 a3b1 3f53 a024
// + 0007 0008 0006 8007 8006 8008 0009 000a 0005 000e 8005 2f40 51f0 a3ba 3f5c a02d 7ffe 7fff 7ffd fffe fffd ffff 8000 8001
// + 7ffc 8005 fffc af37 d1e7 23b1 bf53 2024 2f39 2f3a 2f38 af39 af38 af3a 2f3b 2f3c 2f37 2f40 af37 5e72 8122 d2ec 6e8e cf5f
// + 51e9 51ea 51e8 d1e9 d1e8 d1ea 51eb 51ec 51e7 51f0 d1e7 8122 a3d2 f59c 913e f20f a3b3 a3b4 a3b2 23b3 23b2 23b4 a3b5 a3b6
// + a3b1 a3ba 23b1 d2ec f59c 4766 e308 43d9 3f55 3f56 3f54 bf55 bf54 bf56 3f57 3f58 3f53 3f5c bf53 6e8e 913e e308 7eaa df7b
// + a026 a027 a025 2026 2025 2027 a028 a029 a024 a02d 2024 cf5f f20f 43d9 df7b 404c
// @data a_nsw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 8001
// + 8001 8001 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003
// + 0003 0003 0003 0003 0003 0003 fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007
// + 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3
// + a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 a026 a026 a026 a026 a026
// + a026 a026 a026 a026 a026 a026 a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff
// @data b_nsw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 8001 0002 0003 fffe
// + 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001
// + 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 ffff 8000 8001 fffe a3b3 a026 0000 0001 ffff 7fff 0002 0003 0007 7ffe 2f39
// + 51e9 3f55 0000 0001 ffff 8000 8001 0002 0003 fffe 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 8001 0002 0003 fffe
// + 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000
// + 8001 0002 0003 fffe 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 8001 fffe a3b3 a026 0000 0001 ffff 8000 8001 0002
// + 0003 fffe 0007 2f39 a3b3 3f55 a026 0000 0001 ffff 8000 8001 0002 0003 fffe 0007 a3b3 a026 0000 0001 ffff 7fff 0002 0003
// + fffe 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 8000 8001 0002 0003 fffe 0007 2f39 a3b3 3f55 a026 0000 0001 ffff 7fff 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000
// + 0001 ffff 8000 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 8001 0002 0003 fffe 0007 7ffe
// + 2f39 51e9 a3b3 3f55 a026 0000 0001 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000
// @data r_nsw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0002 0000 8001 8002 0003 0004 ffff
// + 0008 7fff 2f3a 51ea a3b4 3f56 a027 ffff 0000 fffe 7ffe 8000 0001 0002 fffd 0006 7ffd 2f38 51e8 a3b2 3f54 a025 8000 8001
// + ffff 8002 8003 8007 fffe af39 d1e9 bf55 7fff 7ffe ffff 0000 7ffd 23b2 2025 8001 8002 8000 0000 8003 8004 8008 ffff af3a
// + d1ea bf56 0002 0003 0001 8002 8003 0004 0005 0000 0009 2f3b 51eb a3b5 3f57 a028 0003 0004 0002 8003 8004 0005 0006 0001
// + 000a 2f3c 51ec a3b6 3f58 a029 fffe ffff fffd 7ffd 0000 0001 fffc 0005 7ffc 2f37 51e7 a3b1 3f53 a024 0007 0008 0006 8007
// + 8008 0009 000a 0005 000e 2f40 51f0 a3ba 3f5c a02d 7ffe 7fff 7ffd fffe ffff 7ffc 23b1 2024 2f39 2f3a 2f38 af39 af3a 2f3b
// + 2f3c 2f37 2f40 5e72 d2ec 6e8e cf5f 51e9 51ea 51e8 d1e9 d1ea 51eb 51ec 51e7 51f0 f59c f20f a3b3 a3b4 a3b2 23b2 a3b5 a3b6
// + a3b1 a3ba 23b1 d2ec f59c e308 3f55 3f56 3f54 bf55 bf56 3f57 3f58 3f53 3f5c 6e8e e308 7eaa df7b a026 a027 a025 2025 a028
// + a029 a024 a02d 2024 cf5f f20f df7b 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// + 0002 0000 8001 8002 0003 0004 ffff 0008 7fff 2f3a 51ea a3b4 3f56 a027 ffff 0000 fffe 7ffe 8000 0001 0002 fffd 0006 7ffd
// + 2f38 51e8 a3b2 3f54 a025 8000 8001 ffff 8002 8003 8007 fffe af39 d1e9 bf55 7fff
// @data a_nuw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 ffff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 8001 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002
// + 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 fffe fffe 0007 0007 0007 0007
// + 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9
// + 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55
// + a026 a026 a026 a026 a026 a026 a026 a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 ffff 8000 8000 8000 8000 8000 8000 8000 8000
// + 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 8001 0002 0002
// + 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003
// @data b_nuw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 7fff 8001 0002 0003 fffe
// + 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0000 0001 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 8000 7fff 0002 0003
// + 0007 7ffe 2f39 51e9 3f55 0000 0001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39
// + 51e9 a3b3 3f55 a026 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0000 0001 8000 7fff
// + 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001
// + 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0000 0001 0002 0003 0007 2f39 51e9 3f55 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0000 0001 0002 0003 0007 2f39 51e9 3f55 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0000 0001 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0000 0001 7fff 0002 0003 0007 7ffe 2f39
// + 51e9 3f55 0000 0001 8000 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001
// + 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 7fff
// @data r_nuw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0002 8001 8000 8002 0003 0004 ffff
// + 0008 7fff 2f3a 51ea a3b4 3f56 a027 ffff 8000 8001 ffff 8002 8003 8007 fffe af39 d1e9 bf55 7fff 8000 ffff fffe 8001 8002
// + 8006 fffd af38 d1e8 bf54 8001 8002 8003 8004 8008 ffff af3a d1ea bf56 0002 0003 8002 8001 8003 0004 0005 0009 8000 2f3b
// + 51eb a3b5 3f57 a028 0003 0004 8003 8002 8004 0005 0006 000a 8001 2f3c 51ec a3b6 3f58 a029 fffe ffff 0007 0008 8007 8006
// + 8008 0009 000a 000e 8005 2f40 51f0 a3ba 3f5c a02d 7ffe 7fff fffe fffd ffff 8000 8001 8005 fffc af37 d1e7 bf53 2f39 2f3a
// + af39 af38 af3a 2f3b 2f3c 2f40 af37 5e72 8122 d2ec 6e8e cf5f 51e9 51ea d1e9 d1e8 d1ea 51eb 51ec 51f0 d1e7 8122 a3d2 f59c
// + 913e f20f a3b3 a3b4 a3b5 a3b6 a3ba d2ec f59c e308 3f55 3f56 bf55 bf54 bf56 3f57 3f58 3f5c bf53 6e8e 913e e308 7eaa df7b
// + a026 a027 a028 a029 a02d cf5f f20f df7b 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0001 0002 8001 8000 8002 0003 0004 ffff 0008 7fff 2f3a 51ea a3b4 3f56 a027 ffff 8000 8001 ffff 8002 8003 8007 fffe af39
// + d1e9 bf55 7fff 8000 ffff fffe 8001 8002 8006 fffd af38 d1e8 bf54 8001 8002 8003 8004 8008 ffff af3a d1ea bf56 0002 0003
// + 8002 8001 8003 0004 0005 0009 8000 2f3b 51eb a3b5 3f57 a028 0003 0004 8003 8002
// @data a_nw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 ffff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 8001 8001 8001 8001 8001
// + 8001 8001 8001 8001 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003
// + 0003 0003 0003 0003 fffe fffe 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3
// + a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 a026 a026 a026 a026 a026 a026 a026 a026 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 ffff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001
// + 8001 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003
// + 0003 fffe fffe 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 a3b3
// @data b_nw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0000 0001 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 8000 0000 0001 0002 0003 0007
// + 7ffe 2f39 51e9 3f55 0000 0001 8000 8001 0002 0003 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 8001 0002 0003 0007 2f39
// + 51e9 a3b3 3f55 a026 0000 0001 0000 0001 8000 8001 0002 0003 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 8001 0000 0001
// + 8000 8001 0002 0003 0007 2f39 a3b3 3f55 a026 0000 0001 8000 8001 0002 0003 0007 a3b3 a026 0000 0001 0002 0003 0007 2f39
// + 51e9 3f55 0000 0001 8000 8001 0002 0003 0007 2f39 a3b3 3f55 a026 0000 0001 0002 0003 0007 2f39 51e9 3f55 0000 0001 ffff
// + 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 8001 0002 0003 fffe 0007 7ffe 2f39 51e9
// + a3b3 3f55 a026 0000 0000 0001 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 8000 0000 0001 0002 0003 0007 7ffe 2f39 51e9
// + 3f55 0000 0001 8000 8001 0002 0003 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 8001 0002 0003 0007 2f39 51e9 a3b3 3f55
// + a026 0000 0001 0000 0001 8000 8001 0002 0003 0007 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 8001 0000 0001 8000 8001 0002
// + 0003 0007 2f39 a3b3 3f55 a026 0000 0001 8000 8001 0002 0003 0007 a3b3 a026 0000
// @data r_nw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0002 8001 8002 0003 0004 ffff 0008
// + 7fff 2f3a 51ea a3b4 3f56 a027 ffff 8000 8001 ffff 8002 8003 8007 fffe af39 d1e9 bf55 7fff ffff 8001 8002 8003 8004 8008
// + ffff af3a d1ea bf56 0002 0003 8002 8003 0004 0005 0009 2f3b 51eb a3b5 3f57 a028 0003 0004 8003 8004 0005 0006 000a 2f3c
// + 51ec a3b6 3f58 a029 fffe ffff 0007 0008 8007 8008 0009 000a 000e 2f40 51f0 a3ba 3f5c a02d 7ffe 7fff fffe ffff 2f39 2f3a
// + af39 af3a 2f3b 2f3c 2f40 5e72 d2ec 6e8e cf5f 51e9 51ea d1e9 d1ea 51eb 51ec 51f0 f59c f20f a3b3 a3b4 a3b5 a3b6 a3ba d2ec
// + f59c e308 3f55 3f56 bf55 bf56 3f57 3f58 3f5c 6e8e e308 7eaa df7b a026 a027 a028 a029 a02d cf5f f20f df7b 0000 0001 ffff
// + 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0002 8001 8002 0003 0004 ffff 0008 7fff 2f3a 51ea
// + a3b4 3f56 a027 ffff 8000 8001 ffff 8002 8003 8007 fffe af39 d1e9 bf55 7fff ffff 8001 8002 8003 8004 8008 ffff af3a d1ea
// + bf56 0002 0003 8002 8003 0004 0005 0009 2f3b 51eb a3b5 3f57 a028 0003 0004 8003 8004 0005 0006 000a 2f3c 51ec a3b6 3f58
// + a029 fffe ffff 0007 0008 8007 8008 0009 000a 000e 2f40 51f0 a3ba 3f5c a02d 7ffe 7fff fffe ffff 2f39 2f3a af39 af3a 2f3b
// + 2f3c 2f40 5e72 d2ec 6e8e cf5f 51e9 51ea d1e9 d1ea 51eb 51ec 51f0 f59c f20f a3b3
// @run wrap entry=addi_wrap grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=addi_nsw grid=1
// @arg buf i16 a_nsw
// @arg buf i16 b_nsw
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=addi_nuw grid=1
// @arg buf i16 a_nuw
// @arg buf i16 b_nuw
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=addi_nw grid=1
// @arg buf i16 a_nw
// @arg buf i16 b_nw
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @addi_wrap(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = addi %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addi_nsw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = addi %x0, %x1 overflow<no_signed_wrap> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addi_nuw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = addi %x0, %x1 overflow<no_unsigned_wrap> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addi_nw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = addi %x0, %x1 overflow<no_wrap> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
