//! This machine's address on the local network, for the students' link.

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// The address of the interface this machine would send outside traffic from: a UDP socket
/// "connected" to an outside address (connecting a UDP socket only picks the route; no
/// packet is sent — the address is a documentation one, TEST-NET-1). 127.0.0.1 when there
/// is no such route.
pub fn lan_address() -> IpAddr {
    let probe = || -> std::io::Result<IpAddr> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
        socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
        Ok(socket.local_addr()?.ip())
    };
    probe()
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_address_of_this_machine_or_loopback() {
        let ip = super::lan_address();
        assert!(!ip.is_unspecified(), "{ip}");
        // Whatever it is, this machine can listen on it.
        assert!(std::net::TcpListener::bind((ip, 0)).is_ok(), "{ip}");
    }
}
