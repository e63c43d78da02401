// Every re-export of the RACSwiftBridge module, in one place: importing it
// brings RACClassic and RACSwift, the two faces of the migration teams make
// today (RAC2 -> ReactiveSwift), and not RACModern, whose type names are
// RACSwift's too. Its RACModern <-> RACSwift conversions are for files that
// import RACModern themselves.
@_exported import RACClassic
@_exported import RACSwift
