// The one recorder of the package's tests is the migration kit's
// (`RACTesting.Recorder`, with `TimelineEvent` and `Timeline`), re-exported
// here so that every test importing RACTestSupport records the way users do.
@_exported import RACTesting
