/// The binding operator of both faces: RACModern's `property <~ producer`
/// (RAC4) and RACClassic's `RAC(object, \.keyPath) <~ signal` (RAC2's
/// `RAC()` macro).
///
/// Declared once, here, and re-exported by each face: two faces declaring it
/// each would make it ambiguous in a file that sees both (a RACBridge user).
infix operator <~ : AssignmentPrecedence
