//! The op table of CUDA Tile IR 13.1–13.5. One row per op: name, bytecode opcode, since-version,
//! operand groups, result groups, attributes (in bytecode order) and the assembly format.
//!
//! Format notation (interpreted by `format.rs` for parsing and printing):
//! `$g` operand group · `@a` attribute · `!kw` optional unit-attribute keyword (a run of them in
//! any order) · `T($a,$b,%r)` one type shared by the listed values · `Ts($g)` one type per value ·
//! `Tsplat($g)` one type per value or one for all · `{ ... }?` optional group · `~` no space ·
//! `'kw'` keyword · `attr-dict` where a dictionary of other (discardable) attributes may stand,
//! `attr-dict-with-keyword` the same written `attributes {...}` · other tokens are punctuation.
//! Every format has exactly one `attr-dict` item, where the reference assembly format has it.

use super::traits::*;
use super::Row;

const fn row(
    name: &'static str,
    opcode: u16,
    since: &'static str,
    operands: &'static str,
    results: &'static str,
    attrs: &'static str,
    traits: u32,
    format: &'static str,
) -> Row {
    Row {
        name,
        aliases: &[],
        opcode,
        since,
        operands,
        results,
        attrs,
        regions: 0,
        traits,
        format,
    }
}

const fn with_regions(mut r: Row, n: u8) -> Row {
    r.regions = n;
    r
}

const fn with_aliases(mut r: Row, a: &'static [&'static str]) -> Row {
    r.aliases = a;
    r
}

// Shared fragments.
const UN: &str = "$source attr-dict : T($source,%result)";
const BIN: &str = "$lhs , $rhs attr-dict : T($lhs,$rhs,%result)";
const FBIN_RND: &str = "$lhs , $rhs { 'rounding' ~ < ~ @rounding_mode ~ > }? !flush_to_zero attr-dict : T($lhs,$rhs,%result)";
const IBIN_OVF: &str =
    "$lhs , $rhs { 'overflow' ~ < ~ @overflow ~ > }? attr-dict : T($lhs,$rhs,%result)";
const IBIN_SGN: &str = "$lhs , $rhs @signedness attr-dict : T($lhs,$rhs,%result)";
const CAST: &str = "$source attr-dict : T($source) -> T(%result)";
const FRND_FTZ: &str = "rounding_mode:rounding=nearest_even flush_to_zero:unit";

pub(crate) static ROWS: &[Row] = &[
    row("absf", 0x00, "13.1", "source:float", "result:float", "", PURE, UN),
    row("absi", 0x01, "13.1", "source:int", "result:int", "", PURE, UN),
    row("addf", 0x02, "13.1", "lhs:float rhs:float", "result:float", FRND_FTZ, PURE, FBIN_RND),
    row("addi", 0x03, "13.1", "lhs:int rhs:int", "result:int", "overflow:overflow=none", PURE, IBIN_OVF),
    row("andi", 0x04, "13.1", "lhs:int rhs:int", "result:int", "", PURE, BIN),
    row("assert", 0x05, "13.1", "condition:i1", "", "message:str", 0, "$condition , @message attr-dict : T($condition)"),
    row("assume", 0x06, "13.1", "value", "result", "predicate:pred", PURE, "@predicate , $value attr-dict : T($value,%result)"),
    row(
        "atomic_cas_tko", 0x07, "13.1", "pointers:ptr cmp:tile val:tile mask:i1? token:token?", "result:tile result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics @memory_scope $pointers , $cmp , $val { , $mask }? { 'token' ~ = ~ $token }? \
         attr-dict : T($pointers) , T($cmp,$val) { , T($mask) }? -> T(%result) , T(%result_token)",
    ),
    row(
        "atomic_rmw_tko", 0x08, "13.1", "pointers:ptr arg:tile mask:i1? token:token?", "result:tile result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope mode:atomic_mode",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics @memory_scope $pointers , @mode , $arg { , $mask }? { 'token' ~ = ~ $token }? \
         attr-dict : T($pointers) , T($arg) { , T($mask) }? -> T(%result) , T(%result_token)",
    ),
    row("bitcast", 0x09, "13.1", "source:number", "result:number", "", PURE, CAST),
    row("break", 0x0A, "13.1", "operands*", "", "", TERMINATOR, "attr-dict { $operands : Ts($operands) }?"),
    row("broadcast", 0x0B, "13.1", "source:tile", "result:tile", "", PURE, CAST),
    row("cat", 0x0C, "13.1", "lhs:tile rhs:tile", "result:tile", "dim:i64", PURE, "$lhs , $rhs 'dim' = @dim attr-dict : T($lhs) , T($rhs) -> T(%result)"),
    row("ceil", 0x0D, "13.1", "source:float", "result:float", "", PURE, UN),
    row(
        "cmpf", 0x0E, "13.1", "lhs:float rhs:float", "result:i1",
        "comparison_predicate:cmp_pred comparison_ordering:cmp_ord",
        PURE,
        "@comparison_predicate @comparison_ordering $lhs , $rhs attr-dict : T($lhs,$rhs) -> T(%result)",
    ),
    row(
        "cmpi", 0x0F, "13.1", "lhs:int rhs:int", "result:i1",
        "comparison_predicate:cmp_pred signedness:signedness",
        PURE,
        "@comparison_predicate $lhs , $rhs , @signedness attr-dict : T($lhs,$rhs) -> T(%result)",
    ),
    row("constant", 0x10, "13.1", "", "result:number", "value:dense", PURE, "custom"),
    row("continue", 0x11, "13.1", "operands*", "", "", TERMINATOR, "attr-dict { $operands : Ts($operands) }?"),
    row("cos", 0x12, "13.1", "source:float", "result:float", "", PURE, UN),
    row("cosh", 0x13, "13.1", "source:float", "result:float", "", PURE, UN),
    row(
        "divf", 0x14, "13.1", "lhs:float rhs:float", "result:float",
        FRND_FTZ,
        PURE,
        FBIN_RND,
    ),
    row(
        "divi", 0x15, "13.1", "lhs:int rhs:int", "result:int",
        "signedness:signedness rounding:rounding=zero",
        PURE,
        "$lhs , $rhs @signedness { 'rounding' ~ < ~ @rounding ~ > }? attr-dict : T($lhs,$rhs,%result)",
    ),
    row(
        "exp", 0x17, "13.1", "source:float", "result:float",
        "rounding_mode:rounding=full@13.3",
        PURE,
        "$source { 'rounding' ~ < ~ @rounding_mode ~ > }? attr-dict : T($source,%result)",
    ),
    row("exp2", 0x18, "13.1", "source:float", "result:float", "flush_to_zero:unit", PURE, "$source !flush_to_zero attr-dict : T($source,%result)"),
    row("exti", 0x25, "13.1", "from:int4", "to:int4", "signedness:signedness", PURE, "$from @signedness attr-dict : T($from) -> T(%to)"),
    row("extract", 0x26, "13.1", "source:tile indices:scalar_i32*", "result:tile", "", PURE, "$source ~ [ ~ $indices ~ ] attr-dict : T($source) -> T(%result)"),
    row("floor", 0x27, "13.1", "source:float", "result:float", "", PURE, UN),
    row(
        "fma", 0x28, "13.1", "lhs:float rhs:float acc:float", "result:float",
        FRND_FTZ,
        PURE,
        "$lhs , $rhs , $acc { 'rounding' ~ < ~ @rounding_mode ~ > }? !flush_to_zero attr-dict : T($lhs,$rhs,$acc,%result)",
    ),
    with_regions(row("for", 0x29, "13.1", "lowerBound:scalar_int upperBound:scalar_int step:scalar_int initValues*", "resultValues*", "unsignedCmp:unit@13.2", 0, "custom"), 1),
    row(
        "ftof", 0x2A, "13.1", "from:anyfloat", "to:anyfloat",
        "rounding_mode:rounding=nearest_even",
        PURE,
        "$from { 'rounding' ~ < ~ @rounding_mode ~ > }? attr-dict : T($from) -> T(%to)",
    ),
    row(
        "ftoi", 0x2B, "13.1", "from:anyfloat", "to:int",
        "signedness:signedness rounding_mode:rounding=nearest_int_to_zero saturating:unit@13.4",
        PURE,
        "$from @signedness !saturating { 'rounding' ~ < ~ @rounding_mode ~ > }? attr-dict : T($from) -> T(%to)",
    ),
    row("get_global", 0x2C, "13.1", "", "result:scalar_ptr", "name:sym", PURE, "@name attr-dict : T(%result)"),
    row("get_index_space_shape", 0x2D, "13.1", "src:view", "results:scalar_int*", "", PURE, "$src attr-dict : T($src) -> T(%results)"),
    row("get_num_tile_blocks", 0x2E, "13.1", "", "gridSize_x:scalar_i32 gridSize_y:scalar_i32 gridSize_z:scalar_i32", "", PURE, "attr-dict : T(%gridSize_x,%gridSize_y,%gridSize_z)"),
    row("get_tensor_shape", 0x2F, "13.1", "src:tensor_view", "results:scalar_int*", "", PURE, "$src attr-dict : T($src) -> T(%results)"),
    row("get_tile_block_id", 0x30, "13.1", "", "blockId_x:scalar_i32 blockId_y:scalar_i32 blockId_z:scalar_i32", "", PURE | PER_BLOCK, "attr-dict : T(%blockId_x,%blockId_y,%blockId_z)"),
    with_regions(row("if", 0x32, "13.1", "condition:scalar_i1", "results*", "", 0, "custom"), 2),
    row("int_to_ptr", 0x33, "13.1", "source:i64", "result:ptr", "", PURE, CAST),
    row("iota", 0x3A, "13.1", "", "result:int", "", PURE, "attr-dict : T(%result)"),
    row(
        "itof", 0x3B, "13.1", "from:int", "to:anyfloat",
        "signedness:signedness rounding_mode:rounding=nearest_even",
        PURE,
        "$from @signedness { 'rounding' ~ < ~ @rounding_mode ~ > }? attr-dict : T($from) -> T(%to)",
    ),
    row("join_tokens", 0x3C, "13.1", "tokens:token*", "result:token", "", PURE, "$tokens attr-dict : T(%result)"),
    row(
        "load_ptr_tko", 0x3D, "13.1", "source:ptr mask:i1? paddingValue:number? token:token?", "result:tile result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope? optimization_hints:hints?",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics { @memory_scope }? $source { , $mask }? { , $paddingValue }? { 'token' ~ = ~ $token }? \
         { 'optimization_hints' = @optimization_hints }? \
         attr-dict : T($source) { , T($mask) }? { , T($paddingValue) }? -> T(%result) , T(%result_token)",
    ),
    row(
        "load_view_tko", 0x3E, "13.1", "view:view index:view_index* token:token?", "tile:tile result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope? optimization_hints:hints? inbounds:boolarr?!index@13.4",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics { @memory_scope }? $view ~ [ ~ $index ~ ] \
         { 'token' ~ = ~ $token }? { 'optimization_hints' = @optimization_hints }? { 'inbounds' = @inbounds }? \
         attr-dict-with-keyword : T($view) , Tsplat($index) -> T(%tile) , T(%result_token)",
    ),
    row("log", 0x3F, "13.1", "source:float", "result:float", "", PURE, UN),
    row("log2", 0x40, "13.1", "source:float", "result:float", "", PURE, UN),
    with_regions(row("loop", 0x41, "13.1", "initValues*", "resultValues*", "", 0, "custom"), 1),
    row("make_partition_view", 0x42, "13.1", "tensor_view:tensor_view", "result:partition_view", "", PURE, "$tensor_view attr-dict : T(%result)"),
    row("make_tensor_view", 0x43, "13.1", "base:scalar_ptr dynamicShape:scalar_int* dynamicStrides:scalar_int*", "result:tensor_view", "", PURE | SEGMENTED, "custom"),
    row("make_token", 0x44, "13.1", "", "result:token", "", PURE, "attr-dict : T(%result)"),
    row(
        "maxf", 0x45, "13.1", "lhs:float rhs:float", "result:float",
        "propagate_nan:unit flush_to_zero:unit",
        PURE,
        "$lhs , $rhs !propagate_nan !flush_to_zero attr-dict : T($lhs,$rhs,%result)",
    ),
    row("maxi", 0x46, "13.1", "lhs:int rhs:int", "result:int", "signedness:signedness", PURE, IBIN_SGN),
    row(
        "minf", 0x47, "13.1", "lhs:float rhs:float", "result:float",
        "propagate_nan:unit flush_to_zero:unit",
        PURE,
        "$lhs , $rhs !propagate_nan !flush_to_zero attr-dict : T($lhs,$rhs,%result)",
    ),
    row("mini", 0x48, "13.1", "lhs:int rhs:int", "result:int", "signedness:signedness", PURE, IBIN_SGN),
    row(
        "mmaf", 0x49, "13.1", "lhs:tile rhs:tile acc:tile", "result:tile",
        "fast_acc:unit@13.3",
        PURE,
        "$lhs , $rhs , $acc !fast_acc attr-dict : T($lhs) , T($rhs) , T($acc,%result)",
    ),
    row(
        "mmai", 0x4A, "13.1", "lhs:tile rhs:tile acc:tile", "result:tile",
        "signedness_lhs:signedness signedness_rhs:signedness",
        PURE,
        "$lhs , $rhs , $acc @signedness_lhs @signedness_rhs attr-dict : T($lhs) , T($rhs) , T($acc,%result)",
    ),
    row("mulf", 0x4C, "13.1", "lhs:float rhs:float", "result:float", FRND_FTZ, PURE, FBIN_RND),
    row("mulhii", 0x4D, "13.1", "x:int y:int", "result:int", "", PURE, "$x , $y attr-dict : T($x,$y,%result)"),
    row("muli", 0x4E, "13.1", "lhs:int rhs:int", "result:int", "overflow:overflow=none", PURE, IBIN_OVF),
    row("negf", 0x4F, "13.1", "source:float", "result:float", "", PURE, UN),
    row(
        "negi", 0x50, "13.1", "source:int", "result:int",
        "overflow:overflow=none@13.2",
        PURE,
        "$source { 'overflow' ~ < ~ @overflow ~ > }? attr-dict : T($source,%result)",
    ),
    row("offset", 0x51, "13.1", "ptr:ptr offset:int", "result:ptr", "", PURE, "$ptr , $offset attr-dict : T($ptr) , T($offset) -> T(%result)"),
    row("ori", 0x52, "13.1", "lhs:int rhs:int", "result:int", "", PURE, BIN),
    row("permute", 0x53, "13.1", "source:tile", "result:tile", "permutation:i32arr", PURE, "$source @permutation attr-dict : T($source) -> T(%result)"),
    with_aliases(row("fpowf", 0x54, "13.1", "source:float exponent:float", "result:float", "", PURE, "$source , $exponent attr-dict : T($source,$exponent,%result)"), &["pow"]),
    with_aliases(
        row(
            "print_tko", 0x55, "13.1", "args:tile* token:token?@13.2", "result_token:token@13.2",
            "str:str",
            SEGMENTED | TOKEN_ORDERED,
            "@str { , $args }? { 'token' ~ = ~ $token }? attr-dict { : Ts($args) }? { -> T(%result_token) }?",
        ),
        &["print"],
    ),
    row("ptr_to_int", 0x56, "13.1", "source:ptr", "result:i64", "", PURE, CAST),
    row("ptr_to_ptr", 0x57, "13.1", "source:ptr", "result:ptr", "", PURE, CAST),
    with_regions(row("reduce", 0x58, "13.1", "operands:tile*", "results:tile*", "dim:i32 identities:typedarr", PURE, "custom"), 1),
    row("remf", 0x59, "13.1", "lhs:float rhs:float", "result:float", "", PURE, BIN),
    row("remi", 0x5A, "13.1", "lhs:int rhs:int", "result:int", "signedness:signedness", PURE, IBIN_SGN),
    row("reshape", 0x5B, "13.1", "source:tile", "result:tile", "", PURE, CAST),
    row("return", 0x5C, "13.1", "operands*", "", "", TERMINATOR, "attr-dict { $operands : Ts($operands) }?"),
    row("rsqrt", 0x5D, "13.1", "source:float", "result:float", "flush_to_zero:unit", PURE, "$source !flush_to_zero attr-dict : T($source,%result)"),
    with_regions(
        row("scan", 0x5E, "13.1", "operands:tile*", "results:tile*", "dim:i32 reverse:bool identities:typedarr", PURE, "custom"),
        1,
    ),
    row(
        "select", 0x5F, "13.1", "cond:i1 val_if_true:tile val_if_false:tile", "result:tile",
        "",
        PURE,
        "$cond , $val_if_true , $val_if_false attr-dict : T($cond) , T($val_if_true,$val_if_false,%result)",
    ),
    row("shli", 0x60, "13.1", "lhs:int rhs:int", "result:int", "overflow:overflow=none", PURE, IBIN_OVF),
    row("shri", 0x61, "13.1", "lhs:int rhs:int", "result:int", "signedness:signedness", PURE, IBIN_SGN),
    row("sin", 0x62, "13.1", "source:float", "result:float", "", PURE, UN),
    row("sinh", 0x63, "13.1", "source:float", "result:float", "", PURE, UN),
    row(
        "sqrt", 0x64, "13.1", "source:float", "result:float",
        FRND_FTZ,
        PURE,
        "$source { 'rounding' ~ < ~ @rounding_mode ~ > }? !flush_to_zero attr-dict : T($source,%result)",
    ),
    row(
        "store_ptr_tko", 0x65, "13.1", "destination:ptr value:tile mask:i1? token:token?", "result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope? optimization_hints:hints?",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics { @memory_scope }? $destination , $value { , $mask }? { 'token' ~ = ~ $token }? \
         { 'optimization_hints' = @optimization_hints }? \
         attr-dict : T($destination) , T($value) { , T($mask) }? -> T(%result_token)",
    ),
    row(
        "store_view_tko", 0x66, "13.1", "tile:tile view:view index:view_index* token:token?", "result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope? optimization_hints:hints? inbounds:boolarr?!index@13.4",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics { @memory_scope }? $tile , $view ~ [ ~ $index ~ ] \
         { 'token' ~ = ~ $token }? { 'optimization_hints' = @optimization_hints }? { 'inbounds' = @inbounds }? \
         attr-dict-with-keyword : T($tile) , T($view) , Tsplat($index) -> T(%result_token)",
    ),
    row("subf", 0x67, "13.1", "lhs:float rhs:float", "result:float", FRND_FTZ, PURE, FBIN_RND),
    row("subi", 0x68, "13.1", "lhs:int rhs:int", "result:int", "overflow:overflow=none", PURE, IBIN_OVF),
    row("tan", 0x69, "13.1", "source:float", "result:float", "", PURE, UN),
    row(
        "tanh", 0x6A, "13.1", "source:float", "result:float",
        "rounding_mode:rounding=full@13.2",
        PURE,
        "$source { 'rounding' ~ < ~ @rounding_mode ~ > }? attr-dict : T($source,%result)",
    ),
    row(
        "trunci", 0x6B, "13.1", "from:int4", "to:int4",
        "overflow:overflow=none",
        PURE,
        "$from { 'overflow' ~ < ~ @overflow ~ > }? attr-dict : T($from) -> T(%to)",
    ),
    row("xori", 0x6C, "13.1", "lhs:int rhs:int", "result:int", "", PURE, BIN),
    row("yield", 0x6D, "13.1", "operands*", "", "", PURE | TERMINATOR, "attr-dict { $operands : Ts($operands) }?"),
    row("atan2", 0x6E, "13.2", "x:float y:float", "result:float", "", PURE, "$x , $y attr-dict : T($x,$y,%result)"),
    row("pack", 0x6F, "13.3", "source:tile", "result:i8", "", PURE, CAST),
    row("unpack", 0x70, "13.3", "source:i8", "result:tile", "", PURE, CAST),
    row(
        "alloca", 0x71, "13.3", "", "result:scalar_ptr",
        "num_elem:i64 alignment:i64 global:unit",
        0,
        "'num_elem' = @num_elem , 'alignment' = @alignment !global attr-dict : T(%result)",
    ),
    row(
        "mmaf_scaled", 0x72, "13.3", "lhs:tile rhs:tile acc:tile lhs_scale:tile rhs_scale:tile", "result:tile",
        "",
        PURE,
        "$lhs , $rhs , $acc , $lhs_scale , $rhs_scale attr-dict : T($lhs) , T($rhs) , T($acc,%result) , T($lhs_scale) , T($rhs_scale)",
    ),
    row("make_gather_scatter_view", 0x73, "13.3", "tensor_view:tensor_view", "result:gather_scatter_view", "", PURE, "$tensor_view attr-dict : T(%result)"),
    row("make_strided_view", 0x74, "13.3", "tensor_view:tensor_view", "result:strided_view", "", PURE, "$tensor_view attr-dict : T(%result)"),
    row(
        "atomic_red_view_tko", 0x75, "13.3", "view:view index:view_index* value:tile token:token?", "result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope mode:atomic_mode inbounds:boolarr?!index@13.5",
        SEGMENTED | TOKEN_ORDERED,
        "@memory_ordering_semantics @memory_scope $view ~ [ ~ $index ~ ] , @mode , $value \
         { 'token' ~ = ~ $token }? { 'inbounds' = @inbounds }? \
         attr-dict-with-keyword : T($value) , T($view) , Tsplat($index) -> T(%result_token)",
    ),
    row(
        "insert", 0x76, "13.4", "source:tile destination:tile indices:scalar_i32*", "result:tile",
        "",
        PURE,
        "$source , $destination ~ [ ~ $indices ~ ] attr-dict : T($source) , T($destination,%result)",
    ),
    row(
        "gdc_launch_dependents_tko", 0x77, "13.4", "token:token?", "result_token:token",
        "",
        TOKEN_ORDERED,
        "{ 'token' ~ = ~ $token }? attr-dict { -> T(%result_token) }?",
    ),
    row("gdc_wait_tko", 0x78, "13.4", "token:token?", "result_token:token", "", TOKEN_ORDERED, "{ 'token' ~ = ~ $token }? attr-dict { -> T(%result_token) }?"),
    row("fpowi", 0x79, "13.4", "source:float exponent:int", "result:float", "", PURE, "$source , $exponent attr-dict : T($source,%result) , T($exponent)"),
    row("memory_fence_alias_tko", 0x7A, "13.4", "token:token", "result_token:token", "", TOKEN_ORDERED, "$token attr-dict { -> T(%result_token) }?"),
    row(
        "multimem_load_reduce_view_tko", 0x7B, "13.5", "view:view index:scalar_int* token:token?", "reduced_values:tile result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope? reduction:multimem=add inbounds:boolarr?!index",
        SEGMENTED | TOKEN_ORDERED | MULTI_GPU,
        "@memory_ordering_semantics { @memory_scope }? $view ~ [ ~ $index ~ ] { , @reduction }? \
         { 'token' ~ = ~ $token }? { 'inbounds' = @inbounds }? \
         attr-dict-with-keyword : T($view) , Tsplat($index) -> T(%reduced_values) , T(%result_token)",
    ),
    row(
        "multimem_reduce_view_tko", 0x7C, "13.5", "view:view tile:tile index:scalar_int* token:token?", "result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope reduction:multimem=add inbounds:boolarr?!index",
        SEGMENTED | TOKEN_ORDERED | MULTI_GPU,
        "@memory_ordering_semantics @memory_scope $view , $tile ~ [ ~ $index ~ ] { , @reduction }? \
         { 'token' ~ = ~ $token }? { 'inbounds' = @inbounds }? \
         attr-dict-with-keyword : T($view) , T($tile) , Tsplat($index) -> T(%result_token)",
    ),
    row(
        "multimem_store_view_tko", 0x7D, "13.5", "view:view tile:tile index:scalar_int* token:token?", "result_token:token",
        "memory_ordering_semantics:mem_ord memory_scope:mem_scope? inbounds:boolarr?!index",
        SEGMENTED | TOKEN_ORDERED | MULTI_GPU,
        "@memory_ordering_semantics { @memory_scope }? $view , $tile ~ [ ~ $index ~ ] \
         { 'token' ~ = ~ $token }? { 'inbounds' = @inbounds }? \
         attr-dict-with-keyword : T($view) , T($tile) , Tsplat($index) -> T(%result_token)",
    ),
    // Ops of other dialects, read from the generic form (`"some.op"(...)`); only the verifier's
    // `allow_unregistered` option lets them through.
    row(UNREGISTERED, 0xFFFF, "13.1", "operands*", "results*", "", 0, "custom"),
];

/// The catalogue name of ops from other dialects (not a valid op name in text).
pub const UNREGISTERED: &str = "<unregistered>";
