// Every re-export of the RACBridge module, in one place: importing the
// bridge brings both faces it converts between.
@_exported import RACClassic
@_exported import RACModern
