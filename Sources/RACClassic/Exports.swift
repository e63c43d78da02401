// Every re-export of the RACClassic module, in one place.
//
// The engine declares `infix operator <~` once for both faces (two faces
// declaring it each would make it ambiguous where both are imported), so a
// client needs it re-exported to write `RAC(object, \.keyPath) <~ signal`.
// Everything else in RACShared is `package`: a client sees only the operator.
@_exported import RACShared
