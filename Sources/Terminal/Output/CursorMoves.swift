/// Where the terminal's cursor is, as far as the renderer knows, and the shortest bytes that move
/// it somewhere else.
///
/// Three kinds of move compete: relative (CSI A/B then CSI C/D from the known position), carriage
/// return (CR, then up or down, then right), and absolute (CSI row;column H, fullscreen only).
/// Inline placement never uses absolute moves, so it works wherever the prompt left the cursor.
struct CursorMoves: Sendable {
    /// Whether the region sits inline below the prompt (no absolute moves).
    let isInline: Bool
    /// The cursor's row in region coordinates; nil when unknown (fullscreen only).
    var row: Int? = 0
    /// The cursor's column; nil when unknown or in the pending-wrap state after the last column.
    var column: Int? = 0

    private enum Kind {
        case relative
        case carriageReturn
        case absolute
    }

    /// The shortest way to move the cursor to (`column`, `row`), and its length in bytes.
    private func cheapest(toRow target: Int, column targetColumn: Int) -> (kind: Kind, cost: Int) {
        var best: (kind: Kind, cost: Int) = (.absolute, Int.max)
        if let fromRow = row, let fromColumn = column {
            best = (.relative, Self.relativeCost(target - fromRow) + Self.relativeCost(targetColumn - fromColumn))
        }
        // Inline placement always knows the row; fullscreen can fall back to absolute moves.
        let fromRow = row ?? target
        if row != nil || isInline {
            let down = target - fromRow
            let vertical = down > 0 ? min(down, Self.relativeCost(down)) : Self.relativeCost(down)
            let cost = 1 + vertical + Self.relativeCost(targetColumn)
            if cost < best.cost { best = (.carriageReturn, cost) }
        }
        if !isInline {
            let cost = Self.absoluteCost(row: target, column: targetColumn)
            if cost < best.cost { best = (.absolute, cost) }
        }
        return best
    }

    /// The bytes the shortest move to (`column`, `row`) costs.
    func cost(toRow target: Int, column targetColumn: Int) -> Int {
        cheapest(toRow: target, column: targetColumn).cost
    }

    /// Moves the cursor to (`column`, `row`) the shortest way.
    mutating func move(toRow target: Int, column targetColumn: Int, into out: inout [UInt8]) {
        if row == target && column == targetColumn { return }
        switch cheapest(toRow: target, column: targetColumn).kind {
        case .relative:
            let fromRow = row ?? target
            let fromColumn = column ?? targetColumn
            Self.appendVertical(target - fromRow, into: &out)
            if targetColumn > fromColumn { out.appendCSI(targetColumn - fromColumn, UInt8(ascii: "C")) }
            if targetColumn < fromColumn { out.appendCSI(fromColumn - targetColumn, UInt8(ascii: "D")) }
        case .carriageReturn:
            out.append(UInt8(ascii: "\r"))
            let down = target - (row ?? target)
            if down > 0 && down <= Self.relativeCost(down) {
                // After CR a line feed lands on column 0 whether or not the tty adds its own CR.
                for _ in 0..<down { out.append(UInt8(ascii: "\n")) }
            } else {
                Self.appendVertical(down, into: &out)
            }
            if targetColumn > 0 { out.appendCSI(targetColumn, UInt8(ascii: "C")) }
        case .absolute:
            out.appendASCII("\u{1B}[")
            if target != 0 || targetColumn != 0 { out.appendDecimal(target + 1) }
            if targetColumn != 0 {
                out.append(UInt8(ascii: ";"))
                out.appendDecimal(targetColumn + 1)
            }
            out.append(UInt8(ascii: "H"))
        }
        row = target
        column = targetColumn
    }

    private static func appendVertical(_ down: Int, into out: inout [UInt8]) {
        if down > 0 { out.appendCSI(down, UInt8(ascii: "B")) }
        if down < 0 { out.appendCSI(-down, UInt8(ascii: "A")) }
    }

    /// Bytes of CSI n A/B/C/D for a move of `n` (either sign); the count is left out when it is 1.
    static func relativeCost(_ n: Int) -> Int {
        let distance = abs(n)
        if distance == 0 { return 0 }
        return distance == 1 ? 3 : 3 + digits(distance)
    }

    /// Bytes of CSI row;column H (zero-based arguments; ones left out where the default allows).
    static func absoluteCost(row: Int, column: Int) -> Int {
        if column == 0 { return row == 0 ? 3 : 3 + digits(row + 1) }
        return 4 + digits(row + 1) + digits(column + 1)
    }

    private static func digits(_ n: Int) -> Int {
        var count = 1
        var rest = n / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
