// Every re-export of the RACSwift module, in one place.
//
// The engine declares `infix operator <~` once for every face (two faces
// declaring it each would make it ambiguous where both are imported), so a
// client needs it re-exported to write `property <~ producer`. Everything
// else in RACShared is `package`: a client sees only the operator.
@_exported import RACShared
