//! Prometheus metrics, one registry per server (so that several servers can
//! run in one process, as the tests do).

use prometheus::{
    Encoder, Histogram, HistogramOpts, IntCounter, IntCounterVec, IntGauge, Opts, Registry,
    TextEncoder,
};

/// The server's counters.
#[derive(Clone)]
pub struct Metrics {
    registry: Registry,
    /// Actions by result: `applied`, `refused`, `rejected` (bad input or
    /// wrong role), `storage_error`.
    pub actions: IntCounterVec,
    /// Seconds from receiving an action to its durable commit.
    pub ack_seconds: Histogram,
    /// Tables held in memory.
    pub tables_loaded: IntGauge,
    /// Open WebSocket connections.
    pub ws_connections: IntGauge,
    /// Frames sent on WebSockets.
    pub ws_frames: IntCounter,
    /// Tempo flags recorded (Law 16B1).
    pub tempo_flags: IntCounter,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let registry = Registry::new();
        let actions = IntCounterVec::new(
            Opts::new("tenace_actions_total", "Actions received, by result"),
            &["result"],
        )
        .expect("a valid metric");
        let ack_seconds = Histogram::with_opts(
            HistogramOpts::new(
                "tenace_ack_seconds",
                "Seconds from receiving an action to its durable commit",
            )
            .buckets(vec![
                0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0,
            ]),
        )
        .expect("a valid metric");
        let tables_loaded =
            IntGauge::new("tenace_tables_loaded", "Tables held in memory").expect("a valid metric");
        let ws_connections = IntGauge::new("tenace_ws_connections", "Open WebSocket connections")
            .expect("a valid metric");
        let ws_frames = IntCounter::new("tenace_ws_frames_total", "Frames sent on WebSockets")
            .expect("a valid metric");
        let tempo_flags = IntCounter::new(
            "tenace_tempo_flags_total",
            "Actions recorded after a break in tempo (Law 16B1)",
        )
        .expect("a valid metric");
        for m in [
            Box::new(actions.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(ack_seconds.clone()),
            Box::new(tables_loaded.clone()),
            Box::new(ws_connections.clone()),
            Box::new(ws_frames.clone()),
            Box::new(tempo_flags.clone()),
        ] {
            registry.register(m).expect("metric names are distinct");
        }
        Metrics {
            registry,
            actions,
            ack_seconds,
            tables_loaded,
            ws_connections,
            ws_frames,
            tempo_flags,
        }
    }

    /// The Prometheus text exposition.
    pub fn render(&self) -> String {
        let mut out = Vec::new();
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut out);
        String::from_utf8(out).unwrap_or_default()
    }
}
