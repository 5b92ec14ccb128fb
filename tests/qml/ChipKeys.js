.pragma library
// The chips a trainee takes to pay an amount the largest chip first, for the tests that
// deal whole shoes paying in chips (issue 16): on RULINGS' float that is the fewest.
// Worked in cents (every chip of the floats tested is a whole number of cents), never
// in binary fractions of a euro.

/// [{count: "3", tube: 4}, ...] for @p amount (a number or the bank's notation) from
/// @p tubes (the float, smallest first, bank notation); `rest` is what they could not
/// make, in cents (0 when paid).
function largestFirst(amount, tubes) {
    let cents = Math.round(Number(amount) * 100)
    const takes = []
    for (let t = tubes.length - 1; t >= 0; --t) {
        const c = Math.round(Number(tubes[t]) * 100)
        const n = Math.floor(cents / c)
        if (n > 0) {
            takes.push({ count: String(n), tube: t })
            cents -= n * c
        }
    }
    return { takes: takes, rest: cents }
}
