import { describe, expect, it } from "vitest";
import { isPublicAddress, namesPrivateHost } from "./public-address";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local (cloud metadata), carrier NAT, documentation and reserved addresses", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "192.0.2.2", "224.0.0.1", "255.255.255.255"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["::1", "::", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a00:1", "ff02::1", "::7f00:1", "64:ff9b:1::a00:1", "2002:7f00:1::1", "2001:0:4136:e378::1"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("takes public addresses, including ones next to the private ranges", () => {
    for (const address of ["8.8.8.8", "172.32.0.1", "172.15.255.255", "100.128.0.1", "11.0.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses what isn't an address", () => {
    expect(isPublicAddress("example.com")).toBe(false);
  });
});

describe("namesPrivateHost", () => {
  it("spots localhost and private addresses written in the URL, and leaves names to the lookup", () => {
    expect(namesPrivateHost(new URL("http://localhost:5678/webhook"))).toBe(true);
    expect(namesPrivateHost(new URL("http://n8n.localhost/webhook"))).toBe(true);
    expect(namesPrivateHost(new URL("http://[::1]:5678/"))).toBe(true);
    expect(namesPrivateHost(new URL("http://169.254.169.254/latest/meta-data"))).toBe(true);
    expect(namesPrivateHost(new URL("https://hooks.zapier.com/hooks/catch/1/abc"))).toBe(false);
    expect(namesPrivateHost(new URL("https://8.8.8.8/"))).toBe(false);
  });
});
