//! A connection's message rate: a token bucket (a burst, then so many a second).

use std::time::Instant;

/// How fast a connection may send: `burst` messages at once, then `per_second`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Messages a second, on average.
    pub per_second: f64,
    /// Messages at once.
    pub burst: u32,
}

/// The tokens a connection has left.
#[derive(Debug)]
pub(crate) struct Bucket {
    rate: Rate,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: Rate) -> Bucket {
        Bucket {
            rate,
            tokens: f64::from(rate.burst),
            last: Instant::now(),
        }
    }

    /// Takes a token for a message at `now`; `false` when none is left.
    pub fn take(&mut self, now: Instant) -> bool {
        let gained = now.saturating_duration_since(self.last).as_secs_f64() * self.rate.per_second;
        self.tokens = (self.tokens + gained).min(f64::from(self.rate.burst));
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_then_the_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(Rate {
            per_second: 10.0,
            burst: 3,
        });
        bucket.last = start;
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(100)));
        assert!(!bucket.take(start + Duration::from_millis(100)));
        let later = start + Duration::from_secs(60);
        assert_eq!((0..10).filter(|_| bucket.take(later)).count(), 3);
    }
}
