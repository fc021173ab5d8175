//! The bytes behind an allocation as a host hands them over: owned, or the host's own buffer.
//! Both the allocation table (`memory`) and the shared view of an allocation's bytes
//! (`memory::shared`) hold one, so it sits below both.

/// Bytes a host hands over as they lie (its own mapping of them, say), never copied.
pub trait HostBytes: AsRef<[u8]> + AsMut<[u8]> + Send + Sync {}
impl<T: AsRef<[u8]> + AsMut<[u8]> + Send + Sync> HostBytes for T {}

/// The bytes of an allocation: owned, or the host's own buffer.
pub enum Buffer {
    Owned(Vec<u8>),
    Host(Box<dyn HostBytes>),
}

impl std::ops::Deref for Buffer {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Buffer::Owned(v) => v,
            Buffer::Host(h) => (**h).as_ref(),
        }
    }
}

impl std::ops::DerefMut for Buffer {
    fn deref_mut(&mut self) -> &mut [u8] {
        match self {
            Buffer::Owned(v) => v,
            Buffer::Host(h) => (**h).as_mut(),
        }
    }
}

impl AsMut<[u8]> for Buffer {
    fn as_mut(&mut self) -> &mut [u8] {
        self
    }
}

impl From<Vec<u8>> for Buffer {
    fn from(v: Vec<u8>) -> Buffer {
        Buffer::Owned(v)
    }
}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Buffer({} bytes)", self.len())
    }
}
