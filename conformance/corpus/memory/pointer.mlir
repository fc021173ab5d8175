// @conformance 1
// @tier ci
// @family memory
// load_ptr_tko with mask and padding operand, store_ptr_tko with mask (digest 4.8), on every number type that pointers reach (not f4), and every ordering and scope.
// @oracle model per-element gather/scatter of digest 4.8 in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x_i1_0 i1 0 1 0 1 0 1 1 0 1 0 1 0 0 0 1 1
// @data m_i1_0 i1 from x_i1_0 0:1 6:0 7:1 10:0 11:1
// @data d_i1_0 i1 1 0 0 1 0 0 1 1 0 1 1 1 0 1 0 1
// @data o_i1_0 i1 1 0 1 1 1 0 0 0 0 0 0 1 0 1 1 0
// @data r_i1_0 i1 from d_i1_0 7:0 14:1 15:0
// @data x_i8_0 i8 f7 4f 14 f5 13 eb b9 6d c2 48 61 5d 64 f4 cc 96
// @data m_i8_0 i1 0 1 0 1 1 1 0 1 0 0 1 1 1 0 1 0
// @data d_i8_0 i8 0c 7f e2 52 f8 3e 94 2f d2 96 5c d2 32 25 2b 7a
// @data o_i8_0 i8 80 76 1f 3c 01 76 aa 76 4e 50 f4 9e 88 18 8e ff
// @data r_i8_0 i8 0c 76 e2 3c 01 76 94 76 d2 96 f4 9e 88 25 8e 7a
// @data x_i16_0 i16 c4b3 f137 880c 7e2e 7c2d ec99 85f5 9c24 cc9a 3f64 57f1 713e ac1d 1682 2b0b e99d
// @data m_i16_0 i1 from x_i1_0 2:1 10:0 12:1 15:0
// @data d_i16_0 i16 0f3d 6d43 09aa c23c 9191 e23f 9013 0135 78e6 e0b5 3282 91a0 ed5d 3ffc 5caa cf20
// @data o_i16_0 i16 6246 69b7 132c 6ad8 550e b8cf 0330 46fd e9af b87d 32ba 3f4b 54a2 c8f8 24bd b57c
// @data r_i16_0 i16 0f3d 69b7 132c 6ad8 9191 b8cf 0330 0135 e9af e0b5 3282 91a0 54a2 3ffc 24bd cf20
// @data x_i32_0 i32 3e3109ca e5df6c40 35b8b928 b676b2b2 534d0e2e b0761955 156f4f13 41ba0fc9 b8ddef3d 118c4100 85fc721e 5af9d209 9668378d d347b44e 994bd565 39ffbe03
// @data m_i32_0 i1 0 1 0 1 0 1 1 1 0 1 0 0 0 0 0 0
// @data d_i32_0 i32 47e44761 d4b96300 d603febb 4a424abe b068b597 fe61d267 eab2d71f 4062c032 88674d9e 07820c07 ad190ebd 4d2fdc91 6a9ee76e b004ae79 4bc75868 21dad485
// @data o_i32_0 i32 88857be8 d0208c72 6927bb6a ca4362b2 361117b5 3ad6eefe f5c0a00e f70f1eba dc3102ff a6323f78 bb3e2bcf 320622c4 ed3a87cb 39960ae7 7714e2c9 86c7e482
// @data r_i32_0 i32 47e44761 d0208c72 d603febb ca4362b2 b068b597 3ad6eefe f5c0a00e f70f1eba 88674d9e a6323f78 ad190ebd 4d2fdc91 6a9ee76e b004ae79 4bc75868 21dad485
// @data x_i64_0 i64 6b9d41a7116fca35 e8df2ffa76a57d34 66a09b4b46401af9 3f7d05f4b3aae077 da9b3e6bcf08b466 266a352d1d2a97de abbfe2f118b67a1b 2a0030c28e92831c
// + 1f23715da4b30904 d93616cb21e50534 24bde43bc816d22c 1fb8bea9a248edc9 1c1ddf8cf7c813e5 fc1887eda1e1b05c f1ab2ebb8370cfbd cc3c448b21cfc762
// @data m_i64_0 i1 from x_i1_0 3:0 5:0 9:1 13:1 15:0
// @data d_i64_0 i64 37f09613141f3704 d65a3f6a3b48bafe eed5e951bc8b95f9 e3783fcd0cb8f5fa b7f3caa27e488977 e902e4ae36c83ebd 146e3c4e22a80082 f3deade05926fc72
// + dd4b3dac76f0d423 df8ae810f507ef67 0708c7864047dd5b 2537bf52fbc9c55f ec971bdb4eb95533 927e78910f3ddd03 9d1375ee34f09701 2652ea70076e8b82
// @data o_i64_0 i64 105aa8b14fdff86a 3314daed2ed65e88 5ef4ffe2b2cf640b 1937c1aa00f16875 0c690ed2e47d5275 ad908749cf6490c0 de265b0e5acbfe35 125faed3ff973ca8
// + 8db1cba82de30472 7507f965f58dc27d c58ce26791ce5ed7 ab5c8ef9b2f79688 faeba7dbe5a1e025 051aa410f21435eb 2257b809d5e6a389 229d9e10b5fba3a1
// @data r_i64_0 i64 37f09613141f3704 3314daed2ed65e88 eed5e951bc8b95f9 e3783fcd0cb8f5fa b7f3caa27e488977 e902e4ae36c83ebd de265b0e5acbfe35 f3deade05926fc72
// + 8db1cba82de30472 7507f965f58dc27d c58ce26791ce5ed7 2537bf52fbc9c55f ec971bdb4eb95533 051aa410f21435eb 2257b809d5e6a389 2652ea70076e8b82
// @data x_f16_0 f16 adf5 17c0 4b25 e8f4 06db 38cb cda0 9b80 12e0 87fb e896 637d 6ada 79e4 ac67 ffa7
// @data m_f16_0 i1 from o_i1_0 3:0 15:1
// @data d_f16_0 f16 ac3b 3210 3c50 90ab 99a3 03b2 75a0 130f 0da5 1749 fe0a 1baf 82bf ca37 4241 ce0b
// @data o_f16_0 f16 a602 9c6d 42ac c2d1 7889 5ebd 47fe 6728 7d9d 6305 0202 e547 333d 83a9 31f3 25e9
// @data r_f16_0 f16 a602 3210 42ac 90ab 7889 03b2 75a0 130f 0da5 1749 fe0a e547 82bf 83a9 31f3 25e9
// @data x_bf16_0 bf16 46d6 4ed8 efe3 fa05 a97d 00c7 9bd3 4f3f 1667 4be9 b60c e3f5 7c90 0d42 3539 7e14
// @data m_bf16_0 i1 from o_i1_0 3:0 5:1 8:1 10:1 12:1
// @data d_bf16_0 bf16 d566 e7a5 946f e9ff b112 62f4 b013 9299 c4a6 b0ed 3dee e503 dee6 1fdc addc b0b8
// @data o_bf16_0 bf16 c646 1c9d 3206 c982 a2f2 2e4e 4862 c180 bdea 73f8 b932 d16f 462f a832 3664 a3c9
// @data r_bf16_0 bf16 c646 e7a5 3206 e9ff a2f2 2e4e b013 9299 bdea b0ed b932 d16f 462f a832 3664 b0b8
// @data x_f32_0 f32 8450c4be 7d38d7eb 7e0943e9 2766debd b65688c0 876f1628 fec1161b 83a7bde5 00630305 5c80b31b 01728d4e 6e97bd11 5cec5fbf 0c81ab44 b6035d4f e0c20ad5
// @data m_f32_0 i1 from m_i8_0 1:0 3:0 10:0 14:0
// @data d_f32_0 f32 0c84fa78 9a244f83 25d9845a bee2ce75 0e5a0a14 b3cdfaf0 e85b4d60 4e8e6fa6 de961040 fac39f81 7dd9b99f 99bf70aa bbc33afd 459927bc 1fd77c42 6a019116
// @data o_f32_0 f32 a4eaca17 3cb43e63 5b5751a1 79fd815e 9387b812 a5ff602d 96113490 1ffa2bbf 7bc560a8 08431a04 f6d3a7a2 5a49c447 6e0c4586 b2dcba58 9790b615 2443d6d2
// @data r_f32_0 f32 from d_f32_0 4:9387b812 5:a5ff602d 7:1ffa2bbf 11:5a49c447 12:6e0c4586
// @data x_f64_0 f64 4101984408fae4da 52215c2433cb64f2 9ad87720f639ce23 7fae6f2942666c90 dabccc41bacd693a b9a2ffb4283223c9 62e9b1de61992097 57f19429ea1ebe8f
// + 5ff26a31e1a9f1e2 c204101547c9daec 5ccd447397ccf38f 80179c2f771ed850 7d6c81bebbbeffe3 32ae6b4e252ad4a5 f8c735b77169df59 ec004c1fd90ead15
// @data m_f64_0 i1 from m_f16_0 0:0 4:0 7:1 8:1 10:1
// @data d_f64_0 f64 3af9b44f7bc3ee0f a83397edb8ae2d41 73cad793bb905a85 6228be9e9af00fe5 ae297709cc08c376 f6ffd3e7a8ce5b12 3f5147e98e27f880 cdc1c53f8bc14c5e
// + e33f34b58f027bbc 190b81708047b855 2774850b3559b75b 0bbabad979b5a2ca f08637ca2d2c8fb3 00839db1cfa42e26 9b87e082f77ddadc 00bd02980d68ce9b
// @data o_f64_0 f64 15c4d0b35f104608 25215a90010af656 4fce8712985ad060 9fcc383a549cdc62 a2fdd9dcc9f22148 cfe88b900528fcd5 cefeed4d490209c9 48a4a94f9dd91f34
// + 7ce2759486dad77a 83c5caf0ecdc3f2a d9b0a6c862e7e9ea 7cd8f9cadfbafea4 ce3ae32ee7885b2a 3c09db6f5596605e bd73f07490a7ab36 3ddab260ca04b7b6
// @data r_f64_0 f64 3af9b44f7bc3ee0f a83397edb8ae2d41 4fce8712985ad060 6228be9e9af00fe5 ae297709cc08c376 f6ffd3e7a8ce5b12 3f5147e98e27f880 48a4a94f9dd91f34
// + 7ce2759486dad77a 190b81708047b855 d9b0a6c862e7e9ea 7cd8f9cadfbafea4 f08637ca2d2c8fb3 3c09db6f5596605e bd73f07490a7ab36 3ddab260ca04b7b6
// @data x_tf32_0 tf32 6b5ec000 4ed92000 97804000 d92e2000 d64d8000 4c858000 e13c4000 92838000 75ff8000 282a4000 0fa3a000 7f076000 72142000 6e62a000 56ce4000 d6df2000
// @data m_tf32_0 i1 from m_i32_0 2:1 5:0 6:0 7:0
// @data d_tf32_0 tf32 e9ad6000 e010a000 84146000 9aec2000 dcd02000 7261a000 7451e000 b346c000 58490000 698a6000 e5660000 e7da6000 7c472000 5de3c000 8f722000 25310000
// @data o_tf32_0 tf32 f518c000 5cf22000 b2b1c000 f2b22000 548ac000 7cc1e000 8cc6a000 e4d06000 e4752000 37a90000 8ae6a000 79f76000 4869a000 f940c000 adee4000 7bebc000
// @data r_tf32_0 tf32 from d_tf32_0 1:5cf22000 2:b2b1c000 3:f2b22000 9:37a90000
// @data x_f8E4M3FN_0 f8E4M3FN fd f4 ff 24 e0 03 e7 d5 bc 1b f4 1e 7f 18 17 36
// @data m_f8E4M3FN_0 i1 from m_i1_0 7:0 11:0 14:0 15:0
// @data d_f8E4M3FN_0 f8E4M3FN 4b 74 a5 79 ba 20 08 b4 19 3f 3d 85 ec 8b 2f 46
// @data o_f8E4M3FN_0 f8E4M3FN dc 67 82 98 58 69 b9 ed 9c 47 99 b3 ce 2e 65 e1
// @data r_f8E4M3FN_0 f8E4M3FN from d_f8E4M3FN_0 0:dc 1:67 3:98 5:69 8:9c
// @data x_f8E5M2_0 f8E5M2 8c 4c 16 43 7b 87 2a d7 72 14 88 ec ab d9 ff df
// @data m_f8E5M2_0 i1 from r_i1_0 1:1 2:1 8:1 10:0 14:0
// @data d_f8E5M2_0 f8E5M2 4b ce 1d 59 38 a6 44 14 93 38 e4 7b 13 e8 70 19
// @data o_f8E5M2_0 f8E5M2 5f 9f 89 47 f7 e9 6d b0 b2 77 38 f5 d2 04 20 04
// @data r_f8E5M2_0 f8E5M2 5f 9f 89 47 38 a6 6d 14 b2 77 e4 f5 13 04 70 19
// @data x_f8E8M0FNU_0 f8E8M0FNU 12 8a 1d a1 c7 84 78 77 41 e5 70 04 85 2a 94 be
// @data m_f8E8M0FNU_0 i1 0 1 0 0 0 0 1 1 0 1 0 1 1 0 1 1
// @data d_f8E8M0FNU_0 f8E8M0FNU e6 c2 cc 8d ec ce 29 b5 bb 36 90 1f ef ac b1 f4
// @data o_f8E8M0FNU_0 f8E8M0FNU 21 46 9d be 11 8f 26 95 9b 8b 6d 07 30 00 db 21
// @data r_f8E8M0FNU_0 f8E8M0FNU e6 46 cc 8d ec ce 26 95 bb 8b 90 07 30 ac db 21
// @data x_fnv8E5M3FNU_0 fnv8E5M3FNU 6c 37 72 9d 24 68 8b 9d 63 e2 93 d3 14 73 45 8c
// @data m_fnv8E5M3FNU_0 i1 from m_i32_0 3:0 8:1 10:1 12:1
// @data d_fnv8E5M3FNU_0 fnv8E5M3FNU 59 cb 28 6d e5 17 2d dc 3b 08 fd f2 86 7d d6 3c
// @data o_fnv8E5M3FNU_0 fnv8E5M3FNU b9 da ac 7a bb 38 35 65 9a ec fa af 05 d1 63 67
// @data r_fnv8E5M3FNU_0 fnv8E5M3FNU 59 da 28 6d e5 38 35 65 9a ec fa f2 05 7d d6 3c
// @data x_i32_1 i32 d634cb96 0051dc1f 64000382 1434ad4b 6c620a77 b127bc38 b4e37435 739e3ef7 0388448b 7cc7e878 ba6b3be0 9bf4b82e 9e10dc74 a48640da 0d184a57 f8b9960e
// @data m_i32_1 i1 1 1 0 0 1 1 0 1 0 0 0 0 0 1 0 1
// @data d_i32_1 i32 e7c6c038 3c2e703b 3926f53f 75a2a974 58f7378d 60d3f8f6 87d70df9 235a8252 be209f6a 4eda53e8 51a69460 7c2e10b5 60a002db 5b2eb250 552edea7 f52bf631
// @data o_i32_1 i32 eefc2dee 41b7176b 4fb2921a 51b98896 0273399f 583593ee f82b65fa 4e6c7dc4 09e3278c 5c5ee65a 0fa544d7 acce18af 5b41f952 7f595c23 56564cea 49f2959c
// @data r_i32_1 i32 eefc2dee 41b7176b 3926f53f 75a2a974 0273399f 583593ee 87d70df9 4e6c7dc4 be209f6a 4eda53e8 51a69460 7c2e10b5 60a002db 7f595c23 552edea7 49f2959c
// @data x_f32_1 f32 d57548a3 30906436 17392cf8 f4474c06 218071a5 72288ffa a8e93755 b8fd4aca 6d63dc99 508e4660 c3ad4609 fa80439e 2ad11ba2 d9d317ca 25837eb0 6f146dce
// @data m_f32_1 i1 from m_i16_0 1:0 3:0 11:1 14:0
// @data d_f32_1 f32 841170ed 46a57ac4 d06043e4 4f9ced50 a413e237 443df11d 88209464 df233dd3 60b85ed8 67ce3adf e6dd8792 30757ae9 f19c8828 5a7fdabc b5e72a76 8e90e8c5
// @data o_f32_1 f32 3ac026cd bc238535 795273e3 4698d150 021eee8b 3a5af576 641469f2 5f63b334 6e5c7ed1 c60b1cb0 aa1d538c 249739c5 26dd44e1 c06270ba a7733ea6 7a63e14f
// @data r_f32_1 f32 841170ed 46a57ac4 795273e3 4f9ced50 a413e237 3a5af576 641469f2 df233dd3 6e5c7ed1 67ce3adf e6dd8792 249739c5 26dd44e1 5a7fdabc b5e72a76 8e90e8c5
// @data x_i32_2 i32 39ed79c5 d9c6d2d4 e307fc01 39ccd457 7b4f69df 3ac483b5 2f2cf230 a309a397 e5b04d13 f8d5d488 d732b162 22755c79 73c25d28 e46050b9 f56d8d58 66294313
// @data m_i32_2 i1 from d_i1_0 1:1 4:1 8:1 12:1 13:0
// @data d_i32_2 i32 7a34db64 d67d945e 77921864 2a1f1ddd b8980a2d 0565f0ff d1a6762c 3726d072 ddfeaaca 4ba6b339 cf8f4f7c cc42ce7d d65bc509 f0fd73e3 c87237be 2d2602b4
// @data o_i32_2 i32 8490421e bcdf6c5b 56f627b5 43dd5e76 7d9ee6ea 7e3873a2 97ad5c76 5aff777f 0d3942b6 67634771 f219f7b3 55ffe693 56c2682c 1a6dab5b 4db517f5 de326e2b
// @data r_i32_2 i32 from o_i32_2 2:77921864 5:0565f0ff 13:f0fd73e3 14:c87237be
// @data x_f32_2 f32 3491b4b1 979464fe f847f01a 1d576f35 306ec9b5 83e26f28 593b5695 2125c948 23432163 a65c61a3 fe41ed1f e5ac724b 72d3fb9c 6012ba99 f500da0f 33196091
// @data m_f32_2 i1 from m_f8E5M2_0 2:0 4:1 5:1 10:1
// @data d_f32_2 f32 e3aae61e 4ee38e09 5feb8ce7 9a788757 45c7d86e 2184f6bd 6366214d fee4940c 039d3055 b959075c 0542af15 c4350d59 1a3aa957 045d4c9d 5dcdb051 542a98b2
// @data o_f32_2 f32 b5cac49d c10238ac d34037e8 6faf5792 c21cf298 8500914a 8dff279b db361399 6078a3da ec305cdb da80c63f 9340da5c 759f5b14 81fc61ad 04f8812c dbe241c9
// @data r_f32_2 f32 from o_f32_2 2:5feb8ce7 7:fee4940c 12:1a3aa957 14:5dcdb051 15:542a98b2
// @data x_i32_3 i32 c08d15ca 4a2e047e 67e53c06 72f1df2f bbef47de f8a0e6fa 54da3331 91685c99 6c444113 0d33089b c0c8fcd2 b105ee77 56e01140 dd165603 95b8cc04 a3ae4097
// @data m_i32_3 i1 from d_i1_0 0:0 3:0 6:0 12:1
// @data d_i32_3 i32 1c5e9479 7a527b45 38ea82a4 c12d122b dbb1afb2 b5b652f1 1f3bc7ea 80cd5756 31a15077 c705696d 97574a07 c0ddbb7c e3c2aa7a 79b5d183 cb9f2980 7259cc56
// @data o_i32_3 i32 14655a66 5fc1bc05 d8293c3f c10d0d40 ef20787a 549f5f44 6f474809 98ba3c95 0f6f7846 8be9ab64 e27681a8 09fca2cb 94c12a0e f773d8ff cf392a2f ba5d115b
// @data r_i32_3 i32 1c5e9479 7a527b45 38ea82a4 c12d122b dbb1afb2 b5b652f1 1f3bc7ea 98ba3c95 31a15077 8be9ab64 e27681a8 09fca2cb 94c12a0e f773d8ff cb9f2980 ba5d115b
// @data x_f32_3 f32 a6ae6d19 068f2bff 7cd535fe ded72978 17aac5ba 7a5d1977 0f00d7c9 e153145d d87041e9 3535a716 cb5e4677 f29b810b f79238fa ef07a3a0 55833d45 945b02d3
// @data m_f32_3 i1 from x_i1_0 2:1 5:0 12:1
// @data d_f32_3 f32 f7146eae 66b2b95a 827adc88 a6a85c0f b53458f6 32961ca3 909f36fe 68a23e8a 555bf07b 7d72e15c 9e93171a dfd70faa 7ca5342b a6b8d726 fb7ec951 d7c5bdd2
// @data o_f32_3 f32 1dab04e0 ce413e2d 98f1b9cc c0fb5d61 fcc25b05 759027eb 5ef72eb8 bf94d173 9e15aec9 393fa1c6 3f946641 8c8bb4aa dc1ca60a a1cfb47c b0560bc1 fd720798
// @data r_f32_3 f32 f7146eae ce413e2d 98f1b9cc c0fb5d61 b53458f6 32961ca3 5ef72eb8 68a23e8a 9e15aec9 7d72e15c 3f946641 dfd70faa dc1ca60a a6b8d726 b0560bc1 fd720798
// @data x_i32_4 i32 737da805 86311c1d 95078b5c 2f08895b 98a5851f a7764501 1514d23c 0a581fe1 a1bae8d0 6c7c606d be3ae952 48974308 6f353663 0c487821 2baf2bdb 0e4fd8c4
// @data m_i32_4 i1 from x_i1_0 1:0 10:0 12:1 14:0
// @data d_i32_4 i32 16030411 aecf6325 a1faf6fd 984161e5 25c64a99 ecc264ea e2968dc3 8ebddb5e 77c327e6 bb31a9ba a428db69 40cb775b b2222068 7e781f4f 01073e3c c15f7279
// @data o_i32_4 i32 93c93baf 4dc9bafd 1ef2e065 429601ff 29707afa 76252085 e1fccef6 37582c3e b3e8fd8e 4a496acd 9f7404fa 75d8f9c2 4bd70b0b a9409d77 d6ecb679 a0d1d9d5
// @data r_i32_4 i32 16030411 aecf6325 a1faf6fd 429601ff 25c64a99 76252085 e1fccef6 8ebddb5e b3e8fd8e bb31a9ba a428db69 40cb775b 4bd70b0b 7e781f4f 01073e3c a0d1d9d5
// @data x_f32_4 f32 e30de7f1 cabc9415 288a90d7 a27dd24a ce26298b 2dbd8a0b d1317261 09de6b0f 79565f0a 4decc9b7 8534d6d9 ae48782a bd4f8197 9578ec3a 24c2a86b 04d96d8f
// @data m_f32_4 i1 from m_f64_0 0:1 3:1 8:0 11:0
// @data d_f32_4 f32 26bfdd61 45ab595a 73a9e6f8 4fe57906 278102e1 29a19b0f 8fb11248 af8c79a3 1ff9a02c d57fef64 51649361 bfd4abbc b7d485f1 245b1e10 0f7e964c f995511d
// @data o_f32_4 f32 3a854be3 669a1f67 0715775e e2ec9bca ba6ccd7d 513ac5b9 69dd75a1 17d81db2 5c1302aa 7f8325e0 155899a9 462ad082 da685e27 836a32f8 faf724a8 d80697ce
// @data r_f32_4 f32 3a854be3 45ab595a 0715775e e2ec9bca 278102e1 29a19b0f 8fb11248 17d81db2 1ff9a02c d57fef64 155899a9 bfd4abbc b7d485f1 836a32f8 faf724a8 d80697ce
// @data x_i32_5 i32 b1680f1d c6767bb6 ff59ed37 34328415 6280cc37 a54f8ab9 f271246d cfd54d54 e4bf1e64 05a930ad 8542829e b0a34507 a7238ca8 1527e733 6878ba06 8b3fb00d
// @data m_i32_5 i1 from m_i32_2 2:1 5:1 8:0 13:1 14:1
// @data d_i32_5 i32 d17c8e4e c161531f 88b5e0fb 45a9e3e6 5142cf33 0ca9fbec 954658ed 07e66210 a5879771 2777f4f3 9c399112 a5dcf934 f129af1e 31335108 eec03e4d d0c831fa
// @data o_i32_5 i32 dc5e0abe 85001937 6ac18dd5 5f68d6e5 cedcc7ed e92026b8 b440d79e 22c46e9d 8fca0941 77f689ac a6f9e8be c769f284 5b3dc0dd b7da983a 832744a2 3eeb784f
// @data r_i32_5 i32 from o_i32_5 8:a5879771
// @data x_f32_5 f32 4d53f959 7817e363 182d64f1 a3abebb7 9277b737 2936947a f5134e83 d06c98fe 4bd51060 1dd3c8f7 c88478fb 4e37cd9c ee94f3e1 2789e64e f439d3a8 17b41eb0
// @data m_f32_5 i1 from m_tf32_0 0:1 1:0 3:0 7:1 9:0
// @data d_f32_5 f32 542f1011 aaa49709 615d8b37 11b25964 0af37c14 58522645 679b71db 868c2280 543aadac d9e9aace 55c34f90 d30e8ece 3be3ec30 a404b4e6 92377b60 33e8413b
// @data o_f32_5 f32 1e41b4f7 70fdadd8 e77fd56e 1252314e 1111cef4 ef89be0d 9ee480fb 0acdd31b 3f6a1e7d e8942268 fe8a243c aab02b8e 47cec15e fec1747b abaf6a59 8255aa0e
// @data r_f32_5 f32 from d_f32_5 0:1e41b4f7 2:e77fd56e 7:0acdd31b
// @data x_i32_6 i32 056d860d 76751cd4 323c3a45 26a64dd1 605e8422 e8f3d5b5 efe2c6ad 90fd8a5c 4d3a73c6 f96c6b70 95364ea3 c7ff43ab f7ca924d 2046df6f ae49fbca 03a98be1
// @data m_i32_6 i1 from m_i1_0 2:1 3:0 4:1 5:0 12:1
// @data d_i32_6 i32 17b055f0 456b9f31 d7d8f052 d2d0c31d 7af0dd88 204d3b36 52e66299 0d1f4166 85f2d277 8c2192b6 9e1081fc 78fe1e9d 96bcb5b9 41a177dd 6e16ff86 aff7268a
// @data o_i32_6 i32 48846248 e91f4f36 ad8da963 cad88c36 1e64d12f e5b1d726 a979ad1a b0ae61be bc72dbf2 9d43e354 cbcc503b a6ca4108 8f594cd0 2d112519 c96e9a55 79407060
// @data r_i32_6 i32 48846248 e91f4f36 ad8da963 d2d0c31d 1e64d12f 204d3b36 52e66299 b0ae61be bc72dbf2 8c2192b6 9e1081fc a6ca4108 8f594cd0 41a177dd c96e9a55 79407060
// @data x_f32_6 f32 532c1fff 4f37fdd0 594e5793 2723da0d 3b238dea 4e3bce81 d4b328b3 ffed9115 9b4b1d85 dafe12c3 0765db52 e9052ad5 2f8e6dca 79983901 e9e207b6 48fb00de
// @data m_f32_6 i1 from m_i32_5 1:0 5:0 11:0 13:0 15:0
// @data d_f32_6 f32 8e90c578 a02a933c f05d433d b2ff037d a925f10c 190dba8d 4f8dee8a 36bbc484 ce7226e3 1d6fb90d 0953ebea 9b839133 e2a20fcf 5224cfba 904237f8 af76b2d5
// @data o_f32_6 f32 cbb2c2c9 0ac1d69c adecc15a cc2eeaa1 2e24790a 2a879f58 78203331 c3fa5f66 53d858a0 bfea2c95 c023b529 474f4558 80254058 923f6e46 c4bb92a1 a2dc1cc4
// @data r_f32_6 f32 cbb2c2c9 a02a933c adecc15a cc2eeaa1 2e24790a 190dba8d 78203331 c3fa5f66 ce7226e3 bfea2c95 c023b529 9b839133 80254058 5224cfba c4bb92a1 af76b2d5
// @run i1_0 entry=i1_0 grid=1 nan=bits
// @arg buf i1 x_i1_0
// @arg buf i1 m_i1_0
// @arg buf i1 d_i1_0
// @arg buf i1 o_i1_0
// @expect verdict ok prov=hand
// @expect arg 3 r_i1_0 prov=model
// @run i8_0 entry=i8_0 grid=1 nan=bits
// @arg buf i8 x_i8_0
// @arg buf i1 m_i8_0
// @arg buf i8 d_i8_0
// @arg buf i8 o_i8_0
// @expect verdict ok prov=hand
// @expect arg 3 r_i8_0 prov=model
// @run i16_0 entry=i16_0 grid=1 nan=bits
// @arg buf i16 x_i16_0
// @arg buf i1 m_i16_0
// @arg buf i16 d_i16_0
// @arg buf i16 o_i16_0
// @expect verdict ok prov=hand
// @expect arg 3 r_i16_0 prov=model
// @run i32_0 entry=i32_0 grid=1 nan=bits
// @arg buf i32 x_i32_0
// @arg buf i1 m_i32_0
// @arg buf i32 d_i32_0
// @arg buf i32 o_i32_0
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_0 prov=model
// @run i64_0 entry=i64_0 grid=1 nan=bits
// @arg buf i64 x_i64_0
// @arg buf i1 m_i64_0
// @arg buf i64 d_i64_0
// @arg buf i64 o_i64_0
// @expect verdict ok prov=hand
// @expect arg 3 r_i64_0 prov=model
// @run f16_0 entry=f16_0 grid=1 nan=bits
// @arg buf f16 x_f16_0
// @arg buf i1 m_f16_0
// @arg buf f16 d_f16_0
// @arg buf f16 o_f16_0
// @expect verdict ok prov=hand
// @expect arg 3 r_f16_0 prov=model
// @run bf16_0 entry=bf16_0 grid=1 nan=bits
// @arg buf bf16 x_bf16_0
// @arg buf i1 m_bf16_0
// @arg buf bf16 d_bf16_0
// @arg buf bf16 o_bf16_0
// @expect verdict ok prov=hand
// @expect arg 3 r_bf16_0 prov=model
// @run f32_0 entry=f32_0 grid=1 nan=bits
// @arg buf f32 x_f32_0
// @arg buf i1 m_f32_0
// @arg buf f32 d_f32_0
// @arg buf f32 o_f32_0
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_0 prov=model
// @run f64_0 entry=f64_0 grid=1 nan=bits
// @arg buf f64 x_f64_0
// @arg buf i1 m_f64_0
// @arg buf f64 d_f64_0
// @arg buf f64 o_f64_0
// @expect verdict ok prov=hand
// @expect arg 3 r_f64_0 prov=model
// @run tf32_0 entry=tf32_0 grid=1 nan=bits
// @arg buf tf32 x_tf32_0
// @arg buf i1 m_tf32_0
// @arg buf tf32 d_tf32_0
// @arg buf tf32 o_tf32_0
// @expect verdict ok prov=hand
// @expect arg 3 r_tf32_0 prov=model
// @run f8E4M3FN_0 entry=f8E4M3FN_0 grid=1 nan=bits
// @arg buf f8E4M3FN x_f8E4M3FN_0
// @arg buf i1 m_f8E4M3FN_0
// @arg buf f8E4M3FN d_f8E4M3FN_0
// @arg buf f8E4M3FN o_f8E4M3FN_0
// @expect verdict ok prov=hand
// @expect arg 3 r_f8E4M3FN_0 prov=model
// @run f8E5M2_0 entry=f8E5M2_0 grid=1 nan=bits
// @arg buf f8E5M2 x_f8E5M2_0
// @arg buf i1 m_f8E5M2_0
// @arg buf f8E5M2 d_f8E5M2_0
// @arg buf f8E5M2 o_f8E5M2_0
// @expect verdict ok prov=hand
// @expect arg 3 r_f8E5M2_0 prov=model
// @run f8E8M0FNU_0 entry=f8E8M0FNU_0 grid=1 nan=bits
// @arg buf f8E8M0FNU x_f8E8M0FNU_0
// @arg buf i1 m_f8E8M0FNU_0
// @arg buf f8E8M0FNU d_f8E8M0FNU_0
// @arg buf f8E8M0FNU o_f8E8M0FNU_0
// @expect verdict ok prov=hand
// @expect arg 3 r_f8E8M0FNU_0 prov=model
// @run fnv8E5M3FNU_0 entry=fnv8E5M3FNU_0 grid=1 nan=bits
// @arg buf fnv8E5M3FNU x_fnv8E5M3FNU_0
// @arg buf i1 m_fnv8E5M3FNU_0
// @arg buf fnv8E5M3FNU d_fnv8E5M3FNU_0
// @arg buf fnv8E5M3FNU o_fnv8E5M3FNU_0
// @expect verdict ok prov=hand
// @expect arg 3 r_fnv8E5M3FNU_0 prov=model
// @run i32_1 entry=i32_1 grid=1 nan=bits
// @arg buf i32 x_i32_1
// @arg buf i1 m_i32_1
// @arg buf i32 d_i32_1
// @arg buf i32 o_i32_1
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_1 prov=model
// @run f32_1 entry=f32_1 grid=1 nan=bits
// @arg buf f32 x_f32_1
// @arg buf i1 m_f32_1
// @arg buf f32 d_f32_1
// @arg buf f32 o_f32_1
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_1 prov=model
// @run i32_2 entry=i32_2 grid=1 nan=bits
// @arg buf i32 x_i32_2
// @arg buf i1 m_i32_2
// @arg buf i32 d_i32_2
// @arg buf i32 o_i32_2
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_2 prov=model
// @run f32_2 entry=f32_2 grid=1 nan=bits
// @arg buf f32 x_f32_2
// @arg buf i1 m_f32_2
// @arg buf f32 d_f32_2
// @arg buf f32 o_f32_2
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_2 prov=model
// @run i32_3 entry=i32_3 grid=1 nan=bits
// @arg buf i32 x_i32_3
// @arg buf i1 m_i32_3
// @arg buf i32 d_i32_3
// @arg buf i32 o_i32_3
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_3 prov=model
// @run f32_3 entry=f32_3 grid=1 nan=bits
// @arg buf f32 x_f32_3
// @arg buf i1 m_f32_3
// @arg buf f32 d_f32_3
// @arg buf f32 o_f32_3
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_3 prov=model
// @run i32_4 entry=i32_4 grid=1 nan=bits
// @arg buf i32 x_i32_4
// @arg buf i1 m_i32_4
// @arg buf i32 d_i32_4
// @arg buf i32 o_i32_4
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_4 prov=model
// @run f32_4 entry=f32_4 grid=1 nan=bits
// @arg buf f32 x_f32_4
// @arg buf i1 m_f32_4
// @arg buf f32 d_f32_4
// @arg buf f32 o_f32_4
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_4 prov=model
// @run i32_5 entry=i32_5 grid=1 nan=bits
// @arg buf i32 x_i32_5
// @arg buf i1 m_i32_5
// @arg buf i32 d_i32_5
// @arg buf i32 o_i32_5
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_5 prov=model
// @run f32_5 entry=f32_5 grid=1 nan=bits
// @arg buf f32 x_f32_5
// @arg buf i1 m_f32_5
// @arg buf f32 d_f32_5
// @arg buf f32 o_f32_5
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_5 prov=model
// @run i32_6 entry=i32_6 grid=1 nan=bits
// @arg buf i32 x_i32_6
// @arg buf i1 m_i32_6
// @arg buf i32 d_i32_6
// @arg buf i32 o_i32_6
// @expect verdict ok prov=hand
// @expect arg 3 r_i32_6 prov=model
// @run f32_6 entry=f32_6 grid=1 nan=bits
// @arg buf f32 x_f32_6
// @arg buf i1 m_f32_6
// @arg buf f32 d_f32_6
// @arg buf f32 o_f32_6
// @expect verdict ok prov=hand
// @expect arg 3 r_f32_6 prov=model
cuda_tile.module @conformance {
  entry @i1_0(%ax: tile<ptr<i1>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i1>>, %ao: tile<ptr<i1>>) {
    %px_r = reshape %ax : tile<ptr<i1>> -> tile<1xptr<i1>>
    %px_b = broadcast %px_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pd_b = broadcast %pd_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %po_r = reshape %ao : tile<ptr<i1>> -> tile<1xptr<i1>>
    %po_b = broadcast %po_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i1>> -> tile<16xi1>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<i1>>, tile<16xi1>, tile<16xi1> -> tile<16xi1>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<i1>>, tile<16xi1>, tile<16xi1> -> token
    return
  }
  entry @i8_0(%ax: tile<ptr<i8>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i8>>, %ao: tile<ptr<i8>>) {
    %px_r = reshape %ax : tile<ptr<i8>> -> tile<1xptr<i8>>
    %px_b = broadcast %px_r : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pd_b = broadcast %pd_r : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %po_r = reshape %ao : tile<ptr<i8>> -> tile<1xptr<i8>>
    %po_b = broadcast %po_r : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i8>> -> tile<16xi8>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<i8>>, tile<16xi1>, tile<16xi8> -> tile<16xi8>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<i8>>, tile<16xi8>, tile<16xi1> -> token
    return
  }
  entry @i16_0(%ax: tile<ptr<i16>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i16>>, %ao: tile<ptr<i16>>) {
    %px_r = reshape %ax : tile<ptr<i16>> -> tile<1xptr<i16>>
    %px_b = broadcast %px_r : tile<1xptr<i16>> -> tile<16xptr<i16>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i16>>, tile<16xi32> -> tile<16xptr<i16>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pd_b = broadcast %pd_r : tile<1xptr<i16>> -> tile<16xptr<i16>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i16>>, tile<16xi32> -> tile<16xptr<i16>>
    %po_r = reshape %ao : tile<ptr<i16>> -> tile<1xptr<i16>>
    %po_b = broadcast %po_r : tile<1xptr<i16>> -> tile<16xptr<i16>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i16>>, tile<16xi32> -> tile<16xptr<i16>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i16>> -> tile<16xi16>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<i16>>, tile<16xi1>, tile<16xi16> -> tile<16xi16>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<i16>>, tile<16xi16>, tile<16xi1> -> token
    return
  }
  entry @i32_0(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @i64_0(%ax: tile<ptr<i64>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i64>>, %ao: tile<ptr<i64>>) {
    %px_r = reshape %ax : tile<ptr<i64>> -> tile<1xptr<i64>>
    %px_b = broadcast %px_r : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i64>> -> tile<1xptr<i64>>
    %pd_b = broadcast %pd_r : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %po_r = reshape %ao : tile<ptr<i64>> -> tile<1xptr<i64>>
    %po_b = broadcast %po_r : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i64>> -> tile<16xi64>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<i64>>, tile<16xi1>, tile<16xi64> -> tile<16xi64>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<i64>>, tile<16xi64>, tile<16xi1> -> token
    return
  }
  entry @f16_0(%ax: tile<ptr<f16>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f16>>, %ao: tile<ptr<f16>>) {
    %px_r = reshape %ax : tile<ptr<f16>> -> tile<1xptr<f16>>
    %px_b = broadcast %px_r : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pd_b = broadcast %pd_r : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %po_r = reshape %ao : tile<ptr<f16>> -> tile<1xptr<f16>>
    %po_b = broadcast %po_r : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f16>> -> tile<16xf16>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<f16>>, tile<16xi1>, tile<16xf16> -> tile<16xf16>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<f16>>, tile<16xf16>, tile<16xi1> -> token
    return
  }
  entry @bf16_0(%ax: tile<ptr<bf16>>, %am: tile<ptr<i1>>, %ad: tile<ptr<bf16>>, %ao: tile<ptr<bf16>>) {
    %px_r = reshape %ax : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %px_b = broadcast %px_r : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pd_b = broadcast %pd_r : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %po_r = reshape %ao : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %po_b = broadcast %po_r : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<bf16>>, tile<16xi1>, tile<16xbf16> -> tile<16xbf16>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<bf16>>, tile<16xbf16>, tile<16xi1> -> token
    return
  }
  entry @f32_0(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
  entry @f64_0(%ax: tile<ptr<f64>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f64>>, %ao: tile<ptr<f64>>) {
    %px_r = reshape %ax : tile<ptr<f64>> -> tile<1xptr<f64>>
    %px_b = broadcast %px_r : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pd_b = broadcast %pd_r : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %po_r = reshape %ao : tile<ptr<f64>> -> tile<1xptr<f64>>
    %po_b = broadcast %po_r : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f64>> -> tile<16xf64>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<f64>>, tile<16xi1>, tile<16xf64> -> tile<16xf64>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<f64>>, tile<16xf64>, tile<16xi1> -> token
    return
  }
  entry @tf32_0(%ax: tile<ptr<tf32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<tf32>>, %ao: tile<ptr<tf32>>) {
    %px_r = reshape %ax : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %px_b = broadcast %px_r : tile<1xptr<tf32>> -> tile<16xptr<tf32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<tf32>>, tile<16xi32> -> tile<16xptr<tf32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %pd_b = broadcast %pd_r : tile<1xptr<tf32>> -> tile<16xptr<tf32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<tf32>>, tile<16xi32> -> tile<16xptr<tf32>>
    %po_r = reshape %ao : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %po_b = broadcast %po_r : tile<1xptr<tf32>> -> tile<16xptr<tf32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<tf32>>, tile<16xi32> -> tile<16xptr<tf32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<tf32>> -> tile<16xtf32>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<tf32>>, tile<16xi1>, tile<16xtf32> -> tile<16xtf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<tf32>>, tile<16xtf32>, tile<16xi1> -> token
    return
  }
  entry @f8E4M3FN_0(%ax: tile<ptr<f8E4M3FN>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f8E4M3FN>>, %ao: tile<ptr<f8E4M3FN>>) {
    %px_r = reshape %ax : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %px_b = broadcast %px_r : tile<1xptr<f8E4M3FN>> -> tile<16xptr<f8E4M3FN>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f8E4M3FN>>, tile<16xi32> -> tile<16xptr<f8E4M3FN>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pd_b = broadcast %pd_r : tile<1xptr<f8E4M3FN>> -> tile<16xptr<f8E4M3FN>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f8E4M3FN>>, tile<16xi32> -> tile<16xptr<f8E4M3FN>>
    %po_r = reshape %ao : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %po_b = broadcast %po_r : tile<1xptr<f8E4M3FN>> -> tile<16xptr<f8E4M3FN>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f8E4M3FN>>, tile<16xi32> -> tile<16xptr<f8E4M3FN>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f8E4M3FN>> -> tile<16xf8E4M3FN>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<f8E4M3FN>>, tile<16xi1>, tile<16xf8E4M3FN> -> tile<16xf8E4M3FN>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<f8E4M3FN>>, tile<16xf8E4M3FN>, tile<16xi1> -> token
    return
  }
  entry @f8E5M2_0(%ax: tile<ptr<f8E5M2>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f8E5M2>>, %ao: tile<ptr<f8E5M2>>) {
    %px_r = reshape %ax : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %px_b = broadcast %px_r : tile<1xptr<f8E5M2>> -> tile<16xptr<f8E5M2>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f8E5M2>>, tile<16xi32> -> tile<16xptr<f8E5M2>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %pd_b = broadcast %pd_r : tile<1xptr<f8E5M2>> -> tile<16xptr<f8E5M2>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f8E5M2>>, tile<16xi32> -> tile<16xptr<f8E5M2>>
    %po_r = reshape %ao : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %po_b = broadcast %po_r : tile<1xptr<f8E5M2>> -> tile<16xptr<f8E5M2>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f8E5M2>>, tile<16xi32> -> tile<16xptr<f8E5M2>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f8E5M2>> -> tile<16xf8E5M2>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<f8E5M2>>, tile<16xi1>, tile<16xf8E5M2> -> tile<16xf8E5M2>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<f8E5M2>>, tile<16xf8E5M2>, tile<16xi1> -> token
    return
  }
  entry @f8E8M0FNU_0(%ax: tile<ptr<f8E8M0FNU>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f8E8M0FNU>>, %ao: tile<ptr<f8E8M0FNU>>) {
    %px_r = reshape %ax : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %px_b = broadcast %px_r : tile<1xptr<f8E8M0FNU>> -> tile<16xptr<f8E8M0FNU>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f8E8M0FNU>>, tile<16xi32> -> tile<16xptr<f8E8M0FNU>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %pd_b = broadcast %pd_r : tile<1xptr<f8E8M0FNU>> -> tile<16xptr<f8E8M0FNU>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f8E8M0FNU>>, tile<16xi32> -> tile<16xptr<f8E8M0FNU>>
    %po_r = reshape %ao : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %po_b = broadcast %po_r : tile<1xptr<f8E8M0FNU>> -> tile<16xptr<f8E8M0FNU>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f8E8M0FNU>>, tile<16xi32> -> tile<16xptr<f8E8M0FNU>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f8E8M0FNU>> -> tile<16xf8E8M0FNU>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<f8E8M0FNU>>, tile<16xi1>, tile<16xf8E8M0FNU> -> tile<16xf8E8M0FNU>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<f8E8M0FNU>>, tile<16xf8E8M0FNU>, tile<16xi1> -> token
    return
  }
  entry @fnv8E5M3FNU_0(%ax: tile<ptr<fnv8E5M3FNU>>, %am: tile<ptr<i1>>, %ad: tile<ptr<fnv8E5M3FNU>>, %ao: tile<ptr<fnv8E5M3FNU>>) {
    %px_r = reshape %ax : tile<ptr<fnv8E5M3FNU>> -> tile<1xptr<fnv8E5M3FNU>>
    %px_b = broadcast %px_r : tile<1xptr<fnv8E5M3FNU>> -> tile<16xptr<fnv8E5M3FNU>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<fnv8E5M3FNU>>, tile<16xi32> -> tile<16xptr<fnv8E5M3FNU>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<fnv8E5M3FNU>> -> tile<1xptr<fnv8E5M3FNU>>
    %pd_b = broadcast %pd_r : tile<1xptr<fnv8E5M3FNU>> -> tile<16xptr<fnv8E5M3FNU>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<fnv8E5M3FNU>>, tile<16xi32> -> tile<16xptr<fnv8E5M3FNU>>
    %po_r = reshape %ao : tile<ptr<fnv8E5M3FNU>> -> tile<1xptr<fnv8E5M3FNU>>
    %po_b = broadcast %po_r : tile<1xptr<fnv8E5M3FNU>> -> tile<16xptr<fnv8E5M3FNU>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<fnv8E5M3FNU>>, tile<16xi32> -> tile<16xptr<fnv8E5M3FNU>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<fnv8E5M3FNU>> -> tile<16xfnv8E5M3FNU>, token
    %x, %tx = load_ptr_tko weak %px, %mk, %dv : tile<16xptr<fnv8E5M3FNU>>, tile<16xi1>, tile<16xfnv8E5M3FNU> -> tile<16xfnv8E5M3FNU>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko weak %po, %x, %k : tile<16xptr<fnv8E5M3FNU>>, tile<16xfnv8E5M3FNU>, tile<16xi1> -> token
    return
  }
  entry @i32_1(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko relaxed tl_blk %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko relaxed tl_blk %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @f32_1(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko relaxed tl_blk %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko relaxed tl_blk %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
  entry @i32_2(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko relaxed device %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko relaxed device %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @f32_2(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko relaxed device %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko relaxed device %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
  entry @i32_3(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko relaxed sys %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko relaxed sys %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @f32_3(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko relaxed sys %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko relaxed sys %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
  entry @i32_4(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko acquire tl_blk %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko release tl_blk %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @f32_4(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko acquire tl_blk %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko release tl_blk %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
  entry @i32_5(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko acquire device %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko release device %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @f32_5(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko acquire device %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko release device %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
  entry @i32_6(%ax: tile<ptr<i32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<i32>>, %ao: tile<ptr<i32>>) {
    %px_r = reshape %ax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pd_b = broadcast %pd_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %po_r = reshape %ao : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<i32>> -> tile<16xi32>, token
    %x, %tx = load_ptr_tko acquire sys %px, %mk, %dv : tile<16xptr<i32>>, tile<16xi1>, tile<16xi32> -> tile<16xi32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko release sys %po, %x, %k : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    return
  }
  entry @f32_6(%ax: tile<ptr<f32>>, %am: tile<ptr<i1>>, %ad: tile<ptr<f32>>, %ao: tile<ptr<f32>>) {
    %px_r = reshape %ax : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px_i = iota : tile<16xi32>
    %px = offset %px_b, %px_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %pm_r = reshape %am : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pm_b = broadcast %pm_r : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pm_i = iota : tile<16xi32>
    %pm = offset %pm_b, %pm_i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %pd_r = reshape %ad : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pd_b = broadcast %pd_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %pd_i = iota : tile<16xi32>
    %pd = offset %pd_b, %pd_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %po_r = reshape %ao : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %po_i = iota : tile<16xi32>
    %po = offset %po_b, %po_i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %mk, %tm = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token
    %dv, %td = load_ptr_tko weak %pd : tile<16xptr<f32>> -> tile<16xf32>, token
    %x, %tx = load_ptr_tko acquire sys %px, %mk, %dv : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %one = constant <i1: 1> : tile<16xi1>
    %k = xori %mk, %one : tile<16xi1>
    %t = store_ptr_tko release sys %po, %x, %k : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    return
  }
}
