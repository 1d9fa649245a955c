// The BSD random functions UIKit code calls (`arc4random_uniform(UInt32(images.count))`), on
// platforms whose C library lacks some of them: Darwin has them all; glibc has `arc4random`,
// `arc4random_uniform` and `arc4random_buf` from 2.36 on and never had `arc4random_stir`. These
// come with `import PickerKitUIKit`; where glibc has its own, glibc's are taken (the same
// functions), so a file that also imports Foundation or Glibc finds no two of them.
#if !canImport(Darwin)
    /// A random 32-bit number from the system's generator.
    @_disfavoredOverload
    public func arc4random() -> UInt32 {
        UInt32.random(in: .min ... .max)
    }

    /// A random number below `upperBound`, every value equally likely; 0 when `upperBound` is
    /// below 2.
    @_disfavoredOverload
    public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
        upperBound < 2 ? 0 : UInt32.random(in: 0..<upperBound)
    }

    /// Fills `nbytes` bytes at `buf` with random bytes.
    @_disfavoredOverload
    public func arc4random_buf(_ buf: UnsafeMutableRawPointer?, _ nbytes: Int) {
        guard let buf, nbytes > 0 else { return }
        var generator = SystemRandomNumberGenerator()
        for index in 0..<nbytes {
            buf.storeBytes(of: UInt8.random(in: 0 ... .max, using: &generator), toByteOffset: index, as: UInt8.self)
        }
    }

    /// Reseeds the generator, in BSD; here every number already comes fresh from the system's
    /// generator, so there is nothing to stir (as on macOS since 10.12, where it does nothing).
    public func arc4random_stir() {}
#endif
