//! `tileref`: the command-line tool.

mod block_cache;
mod cli;

// The interpreter allocates and frees a tile per op result; mimalloc makes that 10-20 % of
// run time cheaper than the system allocator (measured with `cargo bench --bench kernels`).
// Workers keep a few freed tile-sized blocks of their own (see block_cache).
#[global_allocator]
static GLOBAL: block_cache::CachingMiMalloc = block_cache::CachingMiMalloc;

extern "C" {
    fn mi_option_set_default(option: i32, value: std::ffi::c_long);
    fn _exit(code: i32) -> !;
}

#[cfg(target_env = "gnu")]
extern "C" {
    fn mallopt(param: i32, value: i32) -> i32;
}

/// `mi_option_arena_reserve` in mimalloc v3's `mi_option_t` (KiB; checked by a test below).
const MI_OPTION_ARENA_RESERVE: i32 = 23;
/// glibc's `M_ARENA_MAX` (malloc.h).
#[cfg(target_env = "gnu")]
const M_ARENA_MAX: i32 = -8;

// Runs before `main` and before the first allocation (std's runtime allocates before `main`).
#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static BEFORE_MAIN: extern "C" fn() = before_main;

/// mimalloc's first arena is 1 GiB by default, and setting up its bitmaps touched ~40 pages
/// (~0.1-0.2 ms of every start); a run's arenas are small (arenas grow as needed). A
/// `MIMALLOC_ARENA_RESERVE` in the environment still wins.
///
/// glibc's malloc still serves libc itself (each thread's list of thread-local destructors):
/// one arena (`M_ARENA_MAX` = 1) spares every new thread mapping and trimming a 128 MiB arena
/// of its own (4 syscalls and a few page faults per thread) for a few small blocks.
extern "C" fn before_main() {
    unsafe {
        mi_option_set_default(MI_OPTION_ARENA_RESERVE, 32 * 1024);
        #[cfg(target_env = "gnu")]
        mallopt(M_ARENA_MAX, 1);
    }
}

fn main() {
    let code = cli::run();
    // Stdout is the only buffered output left (files are written and closed by then). `_exit`
    // skips what `exit` would do on the way out: mimalloc's final collection (which returns
    // the freed pages with madvise) and libc's exit handlers, ~0.1 ms, none of it needed.
    let _ = std::io::Write::flush(&mut std::io::stdout());
    unsafe { _exit(code) }
}

#[cfg(test)]
mod tests {
    use std::ffi::{c_char, c_void, CStr};

    extern "C" {
        fn mi_options_print();
        fn mi_register_output(
            out: Option<extern "C" fn(*const c_char, *mut c_void)>,
            arg: *mut c_void,
        );
    }

    static PRINTED: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());

    extern "C" fn capture(msg: *const c_char, _: *mut c_void) {
        let s = unsafe { CStr::from_ptr(msg) }.to_string_lossy();
        PRINTED.lock().unwrap().push_str(&s);
    }

    /// The option number set before `main` is the arena reserve (as mimalloc names it).
    #[test]
    fn arena_reserve_option() {
        unsafe {
            mi_register_output(Some(capture), std::ptr::null_mut());
            mi_options_print();
            mi_register_output(None, std::ptr::null_mut());
        }
        let printed = PRINTED.lock().unwrap().clone();
        assert!(
            printed.contains("option 'arena_reserve': 32768 KiB"),
            "{printed}"
        );
    }
}
