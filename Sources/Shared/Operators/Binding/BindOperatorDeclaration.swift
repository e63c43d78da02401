/// The precedence of `<~`: right-associative, just above assignment, and
/// not itself an assignment (RAC 4's `precedence 93`, ReactiveSwift's
/// `BindingPrecedence`). Not being an assignment matters for optional
/// chaining: `model?.name <~ source` binds to the optional target as a whole
/// (ReactiveSwift makes `Optional` a binding target provider), and its
/// result stays discardable.
precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

/// The binding operator of every face: RACModern's `property <~ producer`
/// (RAC4), RACSwift's `target <~ source` (ReactiveSwift) and RACClassic's
/// `RAC(object, \.keyPath) <~ signal` (RAC2's `RAC()` macro).
///
/// Declared once, here, and re-exported by each face: two faces declaring it
/// each would make it ambiguous in a file that sees both (a RACBridge user).
infix operator <~ : BindingPrecedence
