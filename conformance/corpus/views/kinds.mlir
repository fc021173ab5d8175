// @conformance 1
// @tier ci
// @family views
// Partition, strided and gather/scatter views (digest 7.2-7.5): dim_map, overlapping and gapped traversal strides, 1-D to 3-D, inbounds promises kept, every load/store memory ordering and scope.
// @oracle model view index arithmetic of digest 7 in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data in_partition_dim_map f32 8e13d83c 4733c76d 56e724e3 52e940f0 aeaca190 485c63ed f7419cb1 199b43ae 2a49d46c a3a77b16 b8253209 8f955154 9138d1d6 0051a6cd 978daa66 7234fb9d
// + fd6ecfab ee26c3a5 cc7464ae e4e565f3 91398eae 0dce966a 9ff4ae9f 378efc99 ae80de72 c7c65878 e3a26dfd 520fe8cd 8888b45d d56db4d8 3b324abc b1cf2242
// + c0b43482 d3e51eaa 7c9cc34d 29a1cef3 b24dda69 39610358 6b4b5ae1 bfe0b15c ae97b0f4 05cbddaf a860d09a e2da9d13 02233470 36358ec6 f7a5428d fc3984e3
// + 85bcd9be e3c8c24b e7f33b20 afdd3075 86a9daa3 4195b553 1015b288 34e11b56 7edc2bcc dc8652fc c99be359 c10499cf bbdc3da4 30b69a66 3e9f5ed3 7c6f5019
// + f7528e4f c5102535 57e946c5 c01e3134 23813bbd 1dc390b8 0cee3824 77a4ee97 d1d69dd3 8c05d548 090c9d99 4d6dc1cd 6291ba29 bc5729f1 1706c163 c1063ffe
// + 88503016 6025ed11 96b3d70f 9abb7afc b475238e 75dfe99c 41a5a922 0ab56a1e b0c8cf3c 63b1c99e dfe93b53 f07e9f15 c858e82e 3ab9cca9 6db422f6 03a76f7a
// @data r_partition_dim_map f32 8e13d83c f7419cb1 9138d1d6 cc7464ae ae80de72 3b324abc b24dda69 a860d09a 85bcd9be 1015b288 bbdc3da4 57e946c5 d1d69dd3 1706c163 b475238e dfe93b53
// + 4733c76d 199b43ae 0051a6cd e4e565f3 c7c65878 b1cf2242 39610358 e2da9d13 e3c8c24b 34e11b56 30b69a66 c01e3134 8c05d548 c1063ffe 75dfe99c f07e9f15
// + 56e724e3 2a49d46c 978daa66 91398eae e3a26dfd c0b43482 6b4b5ae1 02233470 e7f33b20 7edc2bcc 3e9f5ed3 23813bbd 090c9d99 88503016 41a5a922 c858e82e
// + 52e940f0 a3a77b16 7234fb9d 0dce966a 520fe8cd d3e51eaa bfe0b15c 36358ec6 afdd3075 dc8652fc 7c6f5019 1dc390b8 4d6dc1cd 6025ed11 0ab56a1e 3ab9cca9
// + aeaca190 b8253209 fd6ecfab 9ff4ae9f 8888b45d 7c9cc34d ae97b0f4 f7a5428d 86a9daa3 c99be359 f7528e4f 0cee3824 6291ba29 96b3d70f b0c8cf3c 6db422f6
// + 485c63ed 8f955154 ee26c3a5 378efc99 d56db4d8 29a1cef3 05cbddaf fc3984e3 4195b553 c10499cf c5102535 77a4ee97 bc5729f1 9abb7afc 63b1c99e 03a76f7a
// @data in_partition_dim_map_store f32 58bffea5 4ef725e0 30946989 1180c36e 0d88c97a 654f3253 75170c70 567f1c40 4f2af30b 89da58f5 320fde0e d510e526 d6be8089 2c3f7d4f febdc232 2144e663
// + 7b8690d4 0fd66ba6 971d3faa d9f17386 4f8ef13c 4c959801 15424b26 4bc667a7 1ed1d374 16de52c3 ec58968b a0d7e250 ac56f330 0f194cd2 bbd58657 824b05f9
// + 6184320e ca991a96 72166f79 93f09eca 369a61c4 4f7287ab e4fb3c72 5e2e584e 1299073c 5abb1de3 8325b4fb 003eab40 eba60ac4 14688e84 bdd927ac c997ca5e
// + 350979c7 486bf834 113c31f7 743c9ba6 a20ba54c f8feef95 4fb7a902 95e6dc18 0fb9d16c 06d40c49 f857406f f2eef73a 66501038 5fc665b5 8e7b2f5f 7c76ba97
// + 30ca24f5 7b1f6147 db7f61a8 5d35edaa 85c399c1 31e8a43a 96cd907f 40df2b53 bca83615 d90c0a7f c8d5bbaf f006565f 7ffa4055 17528f6c df97fab2 58eb18d8
// + 66618fbf c1b0d7a9 cf268cf6 5e05591e 3621191c 11c7dcfa a15d2407 9a354828 38dd8274 3cc77d43 0e63b911 6e2bd290 8f36e798 c2c5f7e6 64e0dd99 3e760172
// @data s_partition_dim_map_store f32 e53c0c7b 6ca1c15a 0e179dfd d2009e21 11047198 d4355ef8 0fc874aa a66954dd 72ab0814 db6df3f4 fcd7e1ad c4775bcc b1543ceb f7211048 db1fb75b ebc5e007
// + 672911ad 36a157fa bed08e85 40dbab0a 154b3b3e 482a2beb ea013b21 83d0ce5e af549462 2088ce9d b945d97e 93ef5706 5c7f1085 697b9375 7898f0a4 4c7bde83
// + d0beb4e6 6ea17a4b f11f80ed b48bf0d4 66453df1 0983c22e 3ba6cbcd 9dbb82c8 8104f2f5 eb633c6f 6209d1b4 52c5180f 9138d3cd 95ca9718 a1991b4d e793cd89
// + 2b784bf5 04a69686 46b29ff9 18412ed4 6fc640fe a883c4b8 85848afe f8cdd052 5d78d491 92b81377 c6fa9279 a8ae48ae 2ef3a02e 1a3aa605 9437edf3 708f8418
// + 74325e31 008a6ff9 ad71d986 a77f1aac 5966261d 5a132f74 029522e8 361cc3f2 1c40966b 16166192 6a25df6c b786e55d 53388cf1 e24ae378 322b62f4 8c25ea94
// + 2cc62582 67ca35a2 ed9bc6c5 a53d34cb 834ff0b0 ece0f4e4 5f4bae76 3e744aac ff1f0245 ae819275 88f5c6ee 6edd9768 4a4c4379 499dec31 4e040ff4 5d7890e3
// @data r_partition_dim_map_store f32 58bffea5 7b8690d4 6184320e 350979c7 30ca24f5 66618fbf 4ef725e0 0fd66ba6 ca991a96 486bf834 7b1f6147 c1b0d7a9 30946989 971d3faa 72166f79 113c31f7
// + db7f61a8 cf268cf6 1180c36e d9f17386 93f09eca 743c9ba6 5d35edaa 5e05591e 0d88c97a 4f8ef13c 369a61c4 a20ba54c 85c399c1 3621191c 654f3253 4c959801
// + 4f7287ab f8feef95 31e8a43a 11c7dcfa 75170c70 15424b26 e4fb3c72 4fb7a902 96cd907f a15d2407 567f1c40 4bc667a7 5e2e584e 95e6dc18 40df2b53 9a354828
// + 4f2af30b 1ed1d374 1299073c 0fb9d16c bca83615 38dd8274 89da58f5 16de52c3 5abb1de3 06d40c49 d90c0a7f 3cc77d43 320fde0e ec58968b 8325b4fb f857406f
// + c8d5bbaf 0e63b911 d510e526 a0d7e250 003eab40 f2eef73a f006565f 6e2bd290 d6be8089 ac56f330 eba60ac4 66501038 7ffa4055 8f36e798 2c3f7d4f 0f194cd2
// + 14688e84 5fc665b5 17528f6c c2c5f7e6 febdc232 bbd58657 bdd927ac 8e7b2f5f df97fab2 64e0dd99 2144e663 824b05f9 c997ca5e 7c76ba97 58eb18d8 3e760172
// @data in_partition_3d_dim_map i16 ccfb dcc3 7f75 2916 bbe5 13eb 0715 8e49 c530 1c70 7d6d 5df2 d18e 8220 9c77 dbb3 57e9 4b06 a0d5 369a f1c6 72ba 9afd a34c
// + bed4 0ed7 e247 c30f 8b37 8374 60de b6b3 6e50 07cc debd 1d8f 6194 fac9 7527 df49 029b db21 5f10 eacb 5a37 8306 8d28 941a
// + c604 c166 132b 20d7 9a97 e8d6 667b c011 ab05 684e 2c8d d571 e4e7 59d0 a55e 28dc d029 9852 bd4e f7d0 634e 51b2 6dd0 71a1
// + 244a d9bf 94cb d5bf 6c12 9022 518d 26fb 9c57 5a0c 563b b3d5 0f33 a300 ffc8 2de7 207d 6c09 fb4a b8f6 268f 2635 27d9 4f98
// + bb7a 4256 e6d3 efe8 6c5e 8c55 83b2 e00a 0e37 8b74 b248 517d 2754 8249 2a50 4364 960a 4c02 1b8a f6e6 23de dbdd f8f6 c46b
// + 8272 0539 039a fa24 7ce8 c828 97cd 8c3e 4292 aba8 7b92 5464 c6c0 8311 eaf3 da14 80ec ba17 0c2a 57c9 2dc7 ba53 9ead fdff
// + 7ea8 1161 06e5 1c29 91cf 5a87 04f2 0945 8d3a 561e 78f6 41ee 0a9b f4e8 c3ee 6223 31bd 01e7 f5f2 e791 3273 ec41 56b8 b535
// + 474c 2eba bd25 762d cf1b 3f28 91d1 81c6 3ea4 7bba a633 d05b f2bf b3c6 f05c b8c4 ba03 e938 fc44 be4e c28b de0f 5643 712c
// @data r_partition_3d_dim_map i16 ccfb c530 57e9 bed4 6e50 029b 0000 0000 c604 ab05 d029 244a 9c57 207d 0000 0000 bb7a 0e37 960a 8272 4292 80ec 0000 0000
// + 7ea8 8d3a 31bd 474c 3ea4 ba03 0000 0000 dcc3 1c70 4b06 0ed7 07cc db21 0000 0000 c166 684e 9852 d9bf 5a0c 6c09 0000 0000
// + 4256 8b74 4c02 0539 aba8 ba17 0000 0000 1161 561e 01e7 2eba 7bba e938 0000 0000 7f75 7d6d a0d5 e247 debd 5f10 0000 0000
// + 132b 2c8d bd4e 94cb 563b fb4a 0000 0000 e6d3 b248 1b8a 039a 7b92 0c2a 0000 0000 06e5 78f6 f5f2 bd25 a633 fc44 0000 0000
// + 2916 5df2 369a c30f 1d8f eacb 0000 0000 20d7 d571 f7d0 d5bf b3d5 b8f6 0000 0000 efe8 517d f6e6 fa24 5464 57c9 0000 0000
// + 1c29 41ee e791 762d d05b be4e 0000 0000 bbe5 d18e f1c6 8b37 6194 5a37 0000 0000 9a97 e4e7 634e 6c12 0f33 268f 0000 0000
// + 6c5e 2754 23de 7ce8 c6c0 2dc7 0000 0000 91cf 0a9b 3273 cf1b f2bf c28b 0000 0000 13eb 8220 72ba 8374 fac9 8306 0000 0000
// + e8d6 59d0 51b2 9022 a300 2635 0000 0000 8c55 8249 dbdd c828 8311 ba53 0000 0000 5a87 f4e8 ec41 3f28 b3c6 de0f 0000 0000
// + 0715 9c77 9afd 60de 7527 8d28 0000 0000 667b a55e 6dd0 518d ffc8 27d9 0000 0000 83b2 2a50 f8f6 97cd eaf3 9ead 0000 0000
// + 04f2 c3ee 56b8 91d1 f05c 5643 0000 0000 8e49 dbb3 a34c b6b3 df49 941a 0000 0000 c011 28dc 71a1 26fb 2de7 4f98 0000 0000
// + e00a 4364 c46b 8c3e da14 fdff 0000 0000 0945 6223 b535 81c6 b8c4 712c 0000 0000
// @data in_strided_overlap f32 b627b33e d4e6b80a b13814aa 4e19153a 748ea5e3 473c9c43 2b5fe0c8 ba9b6e5f 1adb74ae 7a6c8701 6b138e6f 1489fa7a 861731f1 71348fea d5f86712 351913da
// @data r_strided_overlap f32 b627b33e d4e6b80a b13814aa 4e19153a 4e19153a 748ea5e3 473c9c43 2b5fe0c8 2b5fe0c8 ba9b6e5f 1adb74ae 7a6c8701 7a6c8701 6b138e6f 1489fa7a 861731f1
// + 861731f1 71348fea d5f86712 351913da 351913da 00000000 00000000 00000000
// @data in_strided_gaps_store f32 17b9ca43 3e2df1c9 227f39c5 536a59f5 07939a3b dafa9bec 2e9c2244 57aa4c3e 9600a139 18b18fe4 15bc8385 dd2a8adc 761cfb55 8ff66bb3 832d1743 a2420718
// @data s_strided_gaps_store f32 54d3dda5 19d1b88c 84c546b2 5b17484a be45cc27 61cca680 5969460b bdcde131 6bcd357d f50aeaa5 c28f7e29 e27bc7d4 43e529d6 e25604f8 77d8c63b 3355c045
// @data r_strided_gaps_store f32 17b9ca43 3e2df1c9 227f39c5 536a59f5 be45cc27 07939a3b dafa9bec 2e9c2244 57aa4c3e f50aeaa5 9600a139 18b18fe4 15bc8385 dd2a8adc 77d8c63b 761cfb55
// @data in_strided_dim_map i32 ffa5cc31 1bc237a3 5a3df8e8 76bfcc58 5e7d9fb8 6b528064 7ff8b645 019fdb3e d03114b9 92657ea8 7319db7a bdb11e90 886623df b7b692e7 1276885f c2a62308
// + 139b5f37 ba01799c 1e896e0b 2c40230c 4a283643 c914bbd4 accacda8 79f94de7 126f468c 03472280 1dc1e2c1 97aa5931 5f287489 7d3f5667 a2c50afe 400cbb19
// + b748ffd1 298f074d a5ac1414 74f9805e 6253bb1a 0660ed20 e1b22656 6bf7362e e024658a 968d3ea7 87830227 ad80eb45 1e2f31e8 1eb68d07 f816df3d f9e0e4f5
// + f680b436 c3b59865 4daa7e32 7d9cd980 0a81ef8d 5d138dbf 3c08c595 66d19623 4c5857b5 da438858 d18b7031 79d33d75 98535443 184ae744 202a2112 d217d964
// + b9b35b4c 3f2163d4 086084db fa686e89 0bf0f1b7 dc599b3b 48cca6c9 6c785dfd f3e0ad94 246ea7cb 7c848f56 3cd54ea9 31727a7d b03dfa48 dad2f4e5 3dfd4b7b
// + ae330ff9 6064e89b b2158ace 11731805 d86f86ea aba83684 4896df9a 584ea7e8 e8afef5d 32c32147 1973f492 19bec9c5 90a48cc1 ad1bb033 a2369075 6b8d213e
// @data r_strided_dim_map i32 ffa5cc31 d03114b9 f680b436 4c5857b5 1bc237a3 92657ea8 c3b59865 da438858 5a3df8e8 7319db7a 4daa7e32 d18b7031 76bfcc58 bdb11e90 7d9cd980 79d33d75
// + 76bfcc58 bdb11e90 7d9cd980 79d33d75 5e7d9fb8 886623df 0a81ef8d 98535443 6b528064 b7b692e7 5d138dbf 184ae744 7ff8b645 1276885f 3c08c595 202a2112
// + 7ff8b645 1276885f 3c08c595 202a2112 019fdb3e c2a62308 66d19623 d217d964 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data in_gather_dim1 f16 fc17 cb5c 70d7 3376 490d f6fb da45 1f9a 2881 e389 0fd0 fb58 2de9 6f88 c94f 9863 2585 32fe 283c 8bb6 1b17 6898 7df8 e22d
// + 8fad 4387 41c9 9ae3 5c07 c792 88d0 dbbe e576 a077 da0a f387 e9f4 7342 c3bf 5d49 c318 6f01 db64 96d0 3da3 c580 3c94 f653
// + 0ffe 6a62 07a6 7f67 5205 0d1a 2041 2001 7137 80a6 3156 03de 48c8 8f01 20ee 3c1f d79c f9cc 4b2d f5c7 f69f 25ae a998 fb4c
// + 3f43 c9e2 afce a33b 150c b982 6ec4 4317 e8d5 5e2f d815 2b8f a96b 0f7a df37 14d7 e5d4 a63e 26ac 5387 8138 be9f b6c6 6c63
// + d5de 3db5 ac93 95f6 b191 9e1a f86d ff0b c27a d1a7 3fa8 45c0 6769 3e67 bdef f235 e71a fa91 59f4 c3a1 ae00 6eef c5bc 27a5
// + d595 8632 7af8 89d0 8b4e 9286 6d83 a8c8
// @data r_gather_dim1 f16 9863 fc17 3376 3376 e389 cb5c 70d7 c94f dbbe 2585 8bb6 8bb6 4387 32fe 283c 88d0 f653 e576 f387 f387 6f01 a077 da0a 3c94
// + 3c1f 0ffe 7f67 7f67 80a6 6a62 07a6 20ee
// @data in_scatter_dim0 f64 d261ba6220c7b19b 80baa3d437893775 815e693cbd194f74 9b958fa2b905dabd e5032cba3c16b528 78d49d1507a74842 8ee403bb1378a92a 62fa73f54b021f16
// + ef1d1fd4a42c1728 5c8d28d923cc0814 6464fdc9150fc02a e466a05d2690f081 bf4c311389a22b52 135a0b7402caca55 e6720208aa7ed9f6 5167547ec491f741
// + 012ddaf0a98e46c4 193d6ecad54c8c5d 225ea48dc71e40c0 84c69584e7ae94ef bab5a959c3eeca17 dd37793aab8cd96a e7163b176a00622d e29316e878e7bf28
// + cff0808d28c1d2f0 e2529f118a90df07 0da277d325e872bc 2712434d658ad52d ea0794eb13519c0b a35b7aae098abe6a 82e22d8cc9bd72dc 24b65e6127a81949
// @data s_scatter_dim0 f64 01264972ad6a1149 9059a6bf708b26d9 705e31d87e885896 c6ab9a1b85cfd5a2 22883948cf9fb6e1 9c02992aed2571eb acdd38e6505b8489 5b932adc78a36987
// + f327b66957b8467e 6829637844a2906a 0158fcd44ae533a7 db6b19dd11a95d74 952d98e87e98cbca b2af0370a1e899a6 ab965da8710e9e17 f1b73d2e293f9056
// + e587f7c9972c4d38 cd038805ae842697 c4196b0a57eb12fc 609b8322755b7da3 d06d6c8f9db328f4 52637bed060ae8fb b8ccb1f7f6caca0a d67f41ca8da6c1e0
// + 8f4e86a42b3fc181 63850fe9f0bde791 c499a1700c5a355d 4a33048d0be42c8d f4c4d78c8fa9f25b edd688ab6e8305bf a451a6fc4ba39538 873a3360f98299d4
// + a9bd1a08418b59f1 5e10785442695f09 38082dc71105b524 fe696292cf6a17e4 896207f331fcae8b e09a60a59d3f35d5 ec394686b25577b8 7d7bb0977fe0f10b
// + 72fb64a9737c50b2 91827933b6f1456d a71d661ae249d56e a7cc211374475a4f f176fe33a0558333 fdbd80b74bcaee7b e9f7535f2e90ec8e 98e6bb724781b6d4
// + 8323411da66c8279 9da4a675e27f22e1 52ed6d907d83c547 05b68ddd1e69a70b 6e9845271813cd8f c259e007ff5defaa 3e8222f887482ad5 dedaeca863ef36dc
// + c0a83381a1c57cb9 c886ece26323910d 71ca39883f45ccca 413f667167b0e114 349166c6c4423077 3e1e69ac672b11b7 2bbe3f5c4a669dc5 51237f89d110d2af
// + 0b42e14d9c8b6a62 b83656537512c614 5e1aa4dae60fb457 94aa2a5669b1e60f 1fc61c7246d091ea f91481215d580be8 267d0d9d3fccfe1a 1bc4fc3714663450
// + ff11f8508fc2d250 aef689851e76c57a 88e83e0623beb5cc d9b754abea9abb51 16bd8828c46cf8ad 498e0481c8a53c5c f1af97fb521e9402 1f940f99efdf14d9
// + a9a8dca8d3d6e34a f680d297702ad11b c659251f9190ca85 a23948b8c3c57cf7 52b8b13147d9260c c1067c73ee57a07b 0199019f58f9dc79 9dad29e2004ce151
// + 35fc34fae5fd2b05 05e7eb03a34c3255 a7cdfba8a0adedee c56d02247630d1df 04d74f920e17cd43 30f49291962cc27c 7be4533e2882bfad c779c08c3ac41209
// + abd1f210c9e27ba4 ebc7914f605facf4 6328553883ccbb16 ef14870fa5cfff4e 8595ac7a1996d593 3802ce49be1a0ed6 6f321cff6bc5c168 4ec817eefc7c895e
// + b0ac0e0aa8107d77 269f7f476ac42a89 35532c1dee177f18 a910b6d6eaaaeef6 db7756ad47f0ecee afab96fbc9f26004 118d4dc884552484 dfa8a5de723fa9d3
// + ef38272c35654dd0 2dcc2ffe1c6f246c 5bdbfc88d68fe3d3 01b284a06eb1f14f e4e5290f886db72f effdf92fda01a1f8 c60e926b210c09f4 2a5d7b3b4f96a0b6
// + cb6027fdd4845ee8 cc74ab46048f6493 fbc51b630dae4f4d ebda75753beb37be 6cebd42d78660c3a c2930090440e6e87 842c209341457dfe 14e4618c9a306a11
// @data r_scatter_dim0 f64 from s_scatter_dim0 16:ef1d1fd4a42c1728 17:5c8d28d923cc0814 18:6464fdc9150fc02a 19:e466a05d2690f081 20:bf4c311389a22b52 21:135a0b7402caca55 22:e6720208aa7ed9f6 23:5167547ec491f741 40:cff0808d28c1d2f0 41:e2529f118a90df07 42:0da277d325e872bc 43:2712434d658ad52d
// + 44:ea0794eb13519c0b 45:a35b7aae098abe6a 46:82e22d8cc9bd72dc 47:24b65e6127a81949 72:d261ba6220c7b19b 73:80baa3d437893775 74:815e693cbd194f74 75:9b958fa2b905dabd 76:e5032cba3c16b528 77:78d49d1507a74842 78:8ee403bb1378a92a 79:62fa73f54b021f16
// + 112:012ddaf0a98e46c4 113:193d6ecad54c8c5d 114:225ea48dc71e40c0 115:84c69584e7ae94ef 116:bab5a959c3eeca17 117:dd37793aab8cd96a 118:e7163b176a00622d 119:e29316e878e7bf28
// @data in_inbounds f32 9677d997 2b7cb908 28e2fbb1 61561a76 8240fa1b 23dab63b 0866e2a9 a2d963b6 7dd7f3fa c7fd5295 f5027113 db06d4db 76870ad3 b08875fc 23c4efd7 f3c7c592
// + 6fb72f12 948444ef 3bc823e7 12187b75 37f24dc1 b620ada3 a18ed717 c06d0766 be5eb96a 9814e6d3 65338e6e c31394cb 70ee8b05 18e85681 69af3d47 4443bd3c
// + e303a782 6efc0742 ef80f205 c41a0440 f1bb0f2d 1775bf66 02f30a0b c2b810f1 b4ced187 35d320f5 033690f1 86a8ad2c 0801ba24 325b21f8 27328abc 6854f8dd
// + 2ab0001f 019509ea 23247944 e3aeae37 50965e58 04a2c268 ca9eb27b 128be604 b001e5c0 b39d68a9 23442c14 bbff6ca6 daf3c90c a71ee983 56a72ea9 464491b4
// @data r_inbounds f32 from in_inbounds
// @data in_load_ord0 i32 1a7ec7e6 4d3dc06c cba1b593 080b82d4 667dc2cc 61734610 7088baf5 6d346a92
// @data r_load_ord0 i32 from in_load_ord0
// @data in_load_ord1 i32 973729fa d327c51f 5d6198d0 a5010342 a5949744 f2a92c74 00e1139a 664ffcd4
// @data r_load_ord1 i32 from in_load_ord1
// @data in_load_ord2 i32 4614a351 3ce6a2ce ec74ba2f 314ea0cf 92ba519f b0ecd6d0 2ebbc300 4867bdd4
// @data r_load_ord2 i32 from in_load_ord2
// @data in_load_ord3 i32 6a243ecf d78218b9 c704b577 0fa7da75 1a972bd8 890a0d59 9edb651e a9dddaa3
// @data r_load_ord3 i32 from in_load_ord3
// @data in_load_ord4 i32 64a9ad22 ad5f283f f2254fcf 7a98adda 495d6fdd d48adc7c 0061435d 3325e246
// @data r_load_ord4 i32 from in_load_ord4
// @data in_load_ord5 i32 3e0b2fd2 a1e6e13d 33f7c675 54d87c12 4c1744ec 591767bd d7d23332 d1be9db5
// @data r_load_ord5 i32 from in_load_ord5
// @data in_store_ord0 i32 4a040b51 c41342bb 749a6594 4ee26dd6 f616125c 8a46e0df d58dea0d 0000c73b
// @data s_store_ord0 i32 90196192 9d6791e1 39bcd16f 4a83ee84 b5f94a0c ad6a263e 9272a7bb 90f2a97f
// @data r_store_ord0 i32 from in_store_ord0
// @data in_store_ord1 i32 6a49330a 3c5492e3 d2770a76 0b0b3303 ec65db3a bdb874cf bc1affcc b18d5b77
// @data s_store_ord1 i32 c7c6c6bb 49266945 7a2b6614 65e9faec d28c8e80 f85ffca6 2f1eedd4 ea81581d
// @data r_store_ord1 i32 from in_store_ord1
// @data in_store_ord2 i32 8481e2ed d8d0028d 9cf748c0 ceceaa51 2c1e7be4 4652e5e4 c3068443 87b6f5ab
// @data s_store_ord2 i32 0ac4371d 97691934 3115b60e 49d132c0 4285bb9f df70b0f3 b48e368e cddc81c8
// @data r_store_ord2 i32 from in_store_ord2
// @data in_store_ord3 i32 7a37f7fd 08b1c5bb b349e9ac e50ef19b 91133810 e256e141 4dbf00a1 3a8a6830
// @data s_store_ord3 i32 ae3dea2c c1c1c682 90c8c7cd 9dcf56a4 3fedd96f 95d43c2a ba6a98a1 db44f4f2
// @data r_store_ord3 i32 from in_store_ord3
// @data in_store_ord4 i32 80a2943c d1395e9a 4613e561 2346499d d4a721af 8eb1c737 739c0c73 f2a9039d
// @data s_store_ord4 i32 242d4d61 76a86909 2da17aa8 dc7c2a65 bd6f8b11 9b1aedcf 42cb4d7f d7e3e23e
// @data r_store_ord4 i32 from in_store_ord4
// @data in_store_ord5 i32 e74ae3e7 8f8b566e c33cc5b9 4f99fc1e 03cfa9f9 2897a0e5 286a2aa8 da048711
// @data s_store_ord5 i32 358a64be 11f19c6a ec95a87a bff8fb52 c85231c2 57b326ab 9b92c8d5 799f4fee
// @data r_store_ord5 i32 from in_store_ord5
// @data r_shape_queries i64 0000000000000002 0000000000000003 0000000000000006 000000000000000a
// @run partition_dim_map entry=partition_dim_map grid=3,2,1 nan=bits
// @arg buf f32 in_partition_dim_map
// @arg buf f32 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_partition_dim_map prov=model
// @run partition_dim_map_store entry=partition_dim_map_store grid=3,2,1 nan=bits
// @arg buf f32 in_partition_dim_map_store
// @arg buf f32 s_partition_dim_map_store
// @expect verdict ok prov=hand
// @expect arg 1 r_partition_dim_map_store prov=model
// @run partition_3d_dim_map entry=partition_3d_dim_map grid=4,2,2 nan=bits
// @arg buf i16 in_partition_3d_dim_map
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_partition_3d_dim_map prov=model
// @run strided_overlap entry=strided_overlap grid=6 nan=bits
// @arg buf f32 in_strided_overlap
// @arg buf f32 zeros(24)
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_overlap prov=model
// @run strided_gaps_store entry=strided_gaps_store grid=4 nan=bits
// @arg buf f32 in_strided_gaps_store
// @arg buf f32 s_strided_gaps_store
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_gaps_store prov=model
// @run strided_dim_map entry=strided_dim_map grid=3,2,1 nan=bits
// @arg buf i32 in_strided_dim_map
// @arg buf i32 zeros(48)
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_dim_map prov=model
// @run gather_dim1 entry=gather_dim1 grid=1 nan=bits
// @arg buf f16 in_gather_dim1
// @arg buf f16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_gather_dim1 prov=model
// @run scatter_dim0 entry=scatter_dim0 grid=1 nan=bits
// @arg buf f64 in_scatter_dim0
// @arg buf f64 s_scatter_dim0
// @expect verdict ok prov=hand
// @expect arg 1 r_scatter_dim0 prov=model
// @run inbounds entry=inbounds grid=2,2,1 nan=bits
// @arg buf f32 in_inbounds
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_inbounds prov=model
// @run load_ord0 entry=load_ord0 grid=2 nan=bits
// @arg buf i32 in_load_ord0
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord0 prov=model
// @run load_ord1 entry=load_ord1 grid=2 nan=bits
// @arg buf i32 in_load_ord1
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord1 prov=model
// @run load_ord2 entry=load_ord2 grid=2 nan=bits
// @arg buf i32 in_load_ord2
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord2 prov=model
// @run load_ord3 entry=load_ord3 grid=2 nan=bits
// @arg buf i32 in_load_ord3
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord3 prov=model
// @run load_ord4 entry=load_ord4 grid=2 nan=bits
// @arg buf i32 in_load_ord4
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord4 prov=model
// @run load_ord5 entry=load_ord5 grid=2 nan=bits
// @arg buf i32 in_load_ord5
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord5 prov=model
// @run store_ord0 entry=store_ord0 grid=2 nan=bits
// @arg buf i32 in_store_ord0
// @arg buf i32 s_store_ord0
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord0 prov=model
// @run store_ord1 entry=store_ord1 grid=2 nan=bits
// @arg buf i32 in_store_ord1
// @arg buf i32 s_store_ord1
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord1 prov=model
// @run store_ord2 entry=store_ord2 grid=2 nan=bits
// @arg buf i32 in_store_ord2
// @arg buf i32 s_store_ord2
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord2 prov=model
// @run store_ord3 entry=store_ord3 grid=2 nan=bits
// @arg buf i32 in_store_ord3
// @arg buf i32 s_store_ord3
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord3 prov=model
// @run store_ord4 entry=store_ord4 grid=2 nan=bits
// @arg buf i32 in_store_ord4
// @arg buf i32 s_store_ord4
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord4 prov=model
// @run store_ord5 entry=store_ord5 grid=2 nan=bits
// @arg buf i32 in_store_ord5
// @arg buf i32 s_store_ord5
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord5 prov=model
// @run shape_queries entry=shape_queries grid=1
// @arg buf f32 zeros(60)
// @arg buf i64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_shape_queries prov=model
cuda_tile.module @conformance {
  entry @partition_dim_map(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [16, 6], strides = [6, 1] : tensor_view<16x6xf32, strides=[6,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x8xf32>, token
    %otv = make_tensor_view %o, shape = [6, 16], strides = [16, 1] : tensor_view<6x16xf32, strides=[16,1]>
    %ov = make_partition_view %otv : partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<2x8xf32>, partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @partition_dim_map_store(%i: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [6, 16], strides = [16, 1] : tensor_view<6x16xf32, strides=[16,1]>
    %iv = make_partition_view %itv : partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>, tile<i32> -> tile<2x8xf32>, token
    %tv = make_tensor_view %o, shape = [16, 6], strides = [6, 1] : tensor_view<16x6xf32, strides=[6,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<2x8xf32>, partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
  entry @partition_3d_dim_map(%a: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [4, 6, 8], strides = [48, 8, 1] : tensor_view<4x6x8xi16, strides=[48,8,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x2x4), tensor_view<4x6x8xi16, strides=[48,8,1]>, dim_map=[2, 0, 1]>
    %x, %t0 = load_view_tko weak %v[%bx, %by, %bz] : partition_view<tile=(2x2x4), tensor_view<4x6x8xi16, strides=[48,8,1]>, dim_map=[2, 0, 1]>, tile<i32> -> tile<2x2x4xi16>, token
    %otv = make_tensor_view %o, shape = [8, 4, 8], strides = [32, 8, 1] : tensor_view<8x4x8xi16, strides=[32,8,1]>
    %ov = make_partition_view %otv : partition_view<tile=(2x2x4), tensor_view<8x4x8xi16, strides=[32,8,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by, %bz] : tile<2x2x4xi16>, partition_view<tile=(2x2x4), tensor_view<8x4x8xi16, strides=[32,8,1]>>, tile<i32> -> token
    return
  }
  entry @strided_overlap(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %v[%bx] : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %otv = make_tensor_view %o, shape = [24], strides = [1] : tensor_view<24xf32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<24xf32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xf32>, partition_view<tile=(4), tensor_view<24xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @strided_gaps_store(%i: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %tv = make_tensor_view %o, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>
    %t1 = store_view_tko weak %x, %v[%bx] : tile<4xf32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @strided_dim_map(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [12, 8], strides = [8, 1] : tensor_view<12x8xi32, strides=[8,1]>
    %v = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[3,6], padding_value = zero, tensor_view<12x8xi32, strides=[8,1]>, dim_map=[1, 0]>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : strided_view<tile=(4x2), traversal_strides=[3,6], padding_value = zero, tensor_view<12x8xi32, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xi32>, token
    %otv = make_tensor_view %o, shape = [12, 4], strides = [4, 1] : tensor_view<12x4xi32, strides=[4,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x2), tensor_view<12x4xi32, strides=[4,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x2xi32>, partition_view<tile=(4x2), tensor_view<12x4xi32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @gather_dim1(%a: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf16, strides=[16,1]>
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x8), tensor_view<8x16xf16, strides=[16,1]>, sparse_dim=1>
    %g = constant <i32: [15, 0, 3, 3, 9, 1, 2, 14]> : tile<8xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %v[%c0, %g] : gather_scatter_view<tile=(4x8), tensor_view<8x16xf16, strides=[16,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf16>, token
    %otv = make_tensor_view %o, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf16, strides=[8,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x8), tensor_view<4x8xf16, strides=[8,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x8xf16>, partition_view<tile=(4x8), tensor_view<4x8xf16, strides=[8,1]>>, tile<i32> -> token
    return
  }
  entry @scatter_dim0(%i: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf64, strides=[8,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x8), tensor_view<4x8xf64, strides=[8,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x8), tensor_view<4x8xf64, strides=[8,1]>>, tile<i32> -> tile<4x8xf64>, token
    %tv = make_tensor_view %o, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xf64, strides=[8,1]>
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x8), tensor_view<16x8xf64, strides=[8,1]>, sparse_dim=0>
    %g = constant <i32: [9, 2, 14, 5]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t1 = store_view_tko weak %x, %v[%g, %c0] : tile<4x8xf64>, gather_scatter_view<tile=(4x8), tensor_view<16x8xf64, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }
  entry @inbounds(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] inbounds = [true, true] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    %otv = make_tensor_view %o, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }
  entry @load_ord0(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko relaxed tl_blk %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord1(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko relaxed device %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord2(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko relaxed sys %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord3(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko acquire tl_blk %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord4(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko acquire device %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord5(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko acquire sys %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord0(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko relaxed tl_blk %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord1(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko relaxed device %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord2(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko relaxed sys %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord3(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko release tl_blk %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord4(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko release device %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord5(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko release sys %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shape_queries(%a: tile<ptr<f32>>, %o: tile<ptr<i64>>) {
    %n = constant <i32: 6> : tile<i32>
    %s = constant <i32: 10> : tile<i32>
    %tv = make_tensor_view %a, shape = [%n, 10], strides = [%s, 1] : tile<i32> -> tensor_view<?x10xf32, strides=[?,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<?x10xf32, strides=[?,1]>>
    %d0, %d1 = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x10xf32, strides=[?,1]>> -> tile<i64>
    %e0, %e1 = get_tensor_shape %tv : tensor_view<?x10xf32, strides=[?,1]> -> tile<i32>
    %q0 = exti %e0 signed : tile<i32> -> tile<i64>
    %q1 = exti %e1 signed : tile<i32> -> tile<i64>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %p1 = offset %o, %c1 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %p2 = offset %o, %c2 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %p3 = offset %o, %c3 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %t0 = store_ptr_tko weak %o, %d0 : tile<ptr<i64>>, tile<i64> -> token
    %t1 = store_ptr_tko weak %p1, %d1 : tile<ptr<i64>>, tile<i64> -> token
    %t2 = store_ptr_tko weak %p2, %q0 : tile<ptr<i64>>, tile<i64> -> token
    %t3 = store_ptr_tko weak %p3, %q1 : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
