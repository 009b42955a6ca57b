//! The session's secrets, from the operating system's random numbers: the join code (short,
//! typed easily, no look-alikes), the teacher's key (long) and seat tokens.

use super::ServerError;
use crate::protocol::{CODE_ALPHABET, CODE_LEN};

/// `N` random bytes from the operating system.
fn random<const N: usize>() -> Result<[u8; N], ServerError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| ServerError::Random(e.to_string()))?;
    Ok(bytes)
}

/// A join code: [`CODE_LEN`] characters of [`CODE_ALPHABET`], each equally likely.
pub fn join_code() -> Result<String, ServerError> {
    let n = CODE_ALPHABET.len();
    // Bytes at or above the largest multiple of the alphabet's size are drawn again, so that
    // no letter comes up more often than another.
    let fair = 256 - 256 % n;
    let mut code = String::with_capacity(CODE_LEN);
    while code.len() < CODE_LEN {
        for b in random::<16>()? {
            if (b as usize) < fair && code.len() < CODE_LEN {
                code.push(CODE_ALPHABET[b as usize % n] as char);
            }
        }
    }
    Ok(code)
}

/// The teacher's key: 256 random bits as 64 hexadecimal digits.
pub fn teacher_key() -> Result<String, ServerError> {
    Ok(hex(&random::<32>()?))
}

/// A seat token: 128 random bits as 32 hexadecimal digits.
pub fn seat_token() -> Result<String, ServerError> {
    Ok(hex(&random::<16>()?))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `given` is `secret`, in a time that does not depend on where they differ.
pub fn same(given: &str, secret: &str) -> bool {
    let (a, b) = (given.as_bytes(), secret.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_the_alphabet_without_look_alikes() {
        for _ in 0..200 {
            let code = join_code().unwrap();
            assert_eq!(code.len(), CODE_LEN);
            assert!(code.bytes().all(|c| CODE_ALPHABET.contains(&c)), "{code}");
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
        }
        assert_ne!(join_code().unwrap(), join_code().unwrap());
    }

    #[test]
    fn keys_are_long_and_compared_whole() {
        let key = teacher_key().unwrap();
        assert_eq!(key.len(), 64);
        assert!(same(&key, &key.clone()));
        assert!(!same(&key[..63], &key));
        assert!(!same("", &key));
        assert_eq!(seat_token().unwrap().len(), 32);
    }
}
