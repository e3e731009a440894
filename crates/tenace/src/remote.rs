//! `tenace serve` and `tenace remote`: the table server (docs/server.md) and
//! a command-line client that plays a table script on it.

use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde::de::DeserializeOwned;
use tenace_core::Seat;
use tenace_i18n::Catalog;
use tenace_laws::{script, Mode, Role, RuleSet, Table};
use tenace_server::{Acted, Config, CreateTable, CreatedTable, TableLog};

/// The `remote` subcommands.
#[derive(Subcommand)]
pub enum RemoteCommand {
    /// Create a table on a server and play a table script on it, each action with its actor's token.
    Run {
        /// The server, e.g. http://127.0.0.1:8080
        url: String,
        /// The script file.
        file: PathBuf,
        /// Print the state as JSON (schema in docs/table-script.md).
        #[arg(long)]
        json: bool,
    },
    /// Print a table on a server as one role sees it.
    View {
        /// The server, e.g. http://127.0.0.1:8080
        url: String,
        /// The table's id.
        id: String,
        /// The role: N, E, S, W, director or spectator.
        #[arg(long = "as", value_name = "ROLE")]
        role: Role,
        /// The role's token (default: the TENACE_TOKEN environment variable; none for a spectator).
        #[arg(long)]
        token: Option<String>,
        /// Print the view as JSON (`tenace.table.v2`).
        #[arg(long)]
        json: bool,
    },
}

/// The options of `tenace serve`.
pub struct ServeOptions {
    pub listen: String,
    pub db: String,
    pub spectator_delay: u64,
    pub tempo_ms: i64,
    pub allow_origin: Vec<String>,
    /// Creating a table stays open even with a server-wide Director token.
    pub open_create: bool,
}

fn runtime(cat: &Catalog) -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| cat.message("remote-runtime-error", &[("reason", e.to_string().into())]))
}

/// Runs the server until interrupted; prints the address and a practice
/// table's tokens first.
pub fn serve(cat: &Catalog, options: ServeOptions) -> Result<String, String> {
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(tracing::Level::INFO)
        .try_init();
    let rt = runtime(cat)?;
    rt.block_on(async {
        let store = tenace_server::Store::open(&options.db).await.map_err(|e| {
            cat.message(
                "serve-db-error",
                &[
                    ("db", options.db.clone().into()),
                    ("reason", e.to_string().into()),
                ],
            )
        })?;
        let config = Config {
            spectator_delay: options.spectator_delay,
            tempo_threshold_ms: options.tempo_ms,
            allowed_origins: options.allow_origin.clone(),
            director_token: std::env::var("TENACE_DIRECTOR_TOKEN")
                .ok()
                .filter(|t| !t.is_empty()),
            create_needs_director: !options.open_create,
            ..Config::default()
        };
        let app = tenace_server::App::new(store, config);
        let listener = tokio::net::TcpListener::bind(&options.listen)
            .await
            .map_err(|e| {
                cat.message(
                    "serve-listen-error",
                    &[
                        ("addr", options.listen.clone().into()),
                        ("reason", e.to_string().into()),
                    ],
                )
            })?;
        let addr = listener
            .local_addr()
            .map_err(|e| e.to_string())?
            .to_string();
        let practice = app
            .create(&CreateTable::default())
            .await
            .map_err(|e| e.to_string())?;
        let base = format!("http://{addr}");
        println!(
            "{}",
            cat.message(
                "serve-listening",
                &[
                    ("url", base.clone().into()),
                    ("db", options.db.clone().into())
                ]
            )
        );
        println!(
            "{}",
            cat.message(
                "serve-practice",
                &[
                    ("id", practice.id.clone().into()),
                    (
                        "url",
                        format!("{base}/api/tables/{}/view", practice.id).into()
                    ),
                ]
            )
        );
        // Each role's page, the token after `#` so that no server log sees
        // it (docs/web.md).
        for (role, token) in &practice.tokens {
            let page = if role == "director" {
                format!("{base}/director#token={token}")
            } else {
                format!("{base}/table/{}#role={role}&token={token}", practice.id)
            };
            println!("  {role:<8} {token}  {page}");
        }
        app.listen().await.map_err(|e| {
            cat.message(
                "serve-db-error",
                &[
                    ("db", options.db.clone().into()),
                    ("reason", e.to_string().into()),
                ],
            )
        })?;
        let router = tenace_server::router(app);
        axum_serve(listener, router).await.map_err(|e| {
            cat.message(
                "serve-listen-error",
                &[("addr", addr.into()), ("reason", e.to_string().into())],
            )
        })?;
        Ok(String::new())
    })
}

async fn axum_serve(
    listener: tokio::net::TcpListener,
    router: axum::Router,
) -> std::io::Result<()> {
    axum::serve(listener, router)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}

/// An HTTP client for one server.
struct Client<'a> {
    cat: &'a Catalog,
    base: String,
    http: reqwest::Client,
}

impl Client<'_> {
    fn new<'c>(cat: &'c Catalog, url: &str) -> Client<'c> {
        Client {
            cat,
            base: url.trim_end_matches('/').to_owned(),
            http: reqwest::Client::new(),
        }
    }

    async fn send<T: DeserializeOwned>(&self, req: reqwest::RequestBuilder) -> Result<T, String> {
        let resp = req.send().await.map_err(|e| {
            self.cat.message(
                "remote-connect-error",
                &[
                    ("url", self.base.clone().into()),
                    ("reason", e.to_string().into()),
                ],
            )
        })?;
        let status = resp.status();
        let text = resp.text().await.map_err(|e| e.to_string())?;
        if !status.is_success() {
            let (code, message) = match serde_json::from_str::<tenace_server::app::ErrorBody>(&text)
            {
                Ok(body) => (body.error, body.message),
                Err(_) => (String::new(), text),
            };
            // The server's codes in the user's language; its English
            // message only as the detail.
            let key = format!("remote-error-{}", code.replace('_', "-"));
            let message = if self.cat.has_message(&key) {
                format!("{} [{message}]", self.cat.text(&key))
            } else {
                message
            };
            return Err(self.cat.message(
                "remote-server-error",
                &[
                    ("status", status.as_u16().to_string().into()),
                    ("code", code.into()),
                    ("message", message.into()),
                ],
            ));
        }
        serde_json::from_str(&text).map_err(|e| {
            self.cat
                .message("remote-bad-reply", &[("reason", e.to_string().into())])
        })
    }

    async fn create(&self, req: &CreateTable) -> Result<CreatedTable, String> {
        self.send(
            self.http
                .post(format!("{}/api/tables", self.base))
                .json(req),
        )
        .await
    }

    async fn act(
        &self,
        id: &str,
        token: &str,
        event: &tenace_laws::Event,
    ) -> Result<Acted, String> {
        self.send(
            self.http
                .post(format!("{}/api/tables/{id}/actions", self.base))
                .bearer_auth(token)
                .json(event),
        )
        .await
    }

    async fn log(&self, id: &str, token: &str) -> Result<TableLog, String> {
        self.send(
            self.http
                .get(format!("{}/api/tables/{id}/log", self.base))
                .bearer_auth(token),
        )
        .await
    }

    async fn view(&self, id: &str, token: Option<&str>) -> Result<serde_json::Value, String> {
        let mut req = self.http.get(format!("{}/api/tables/{id}/view", self.base));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        self.send(req).await
    }
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::AutoDirector => "auto",
        Mode::Table => "table",
    }
}

fn rules_name(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Duplicate2017 => "duplicate",
        RuleSet::Rubber2014 => "rubber",
        RuleSet::Rubber2014Club => "club",
    }
}

/// `tenace remote run`: the script's header creates the table, each action
/// goes with the token of its actor, and the table the server holds (its
/// full log, replayed here) is printed as `tenace table` prints it.
pub fn run(cat: &Catalog, url: &str, file: &Path, json: bool) -> Result<String, String> {
    let text = crate::errors::read_text(cat, file)?;
    let local = script::run(&text, &tenace_claims::default_solver())
        .map_err(|e| format!("{}: {}", file.display(), cat.script_error(&e)))?;
    let state = local.table.state();
    let board = state.board;
    let create = CreateTable {
        deal: Some(board.deal.to_pbn(Seat::North)),
        board: Some(board.number),
        dealer: Some(board.dealer.to_string()),
        vulnerability: Some(board.vulnerability.to_string()),
        mode: Some(mode_name(state.config.mode).into()),
        rules: Some(rules_name(state.config.rules).into()),
        ..CreateTable::default()
    };
    let rt = runtime(cat)?;
    let table = rt.block_on(async {
        let client = Client::new(cat, url);
        let created = client.create(&create).await?;
        eprintln!(
            "{}",
            cat.message("remote-table-id", &[("id", created.id.clone().into())])
        );
        let mut mirror = Table::new(board, state.config);
        for step in &local.steps {
            let actor = tenace_server::app::actor_role(step.event.actor(mirror.state()));
            let token = created
                .tokens
                .get(&actor.to_string())
                .ok_or_else(|| actor.to_string())?;
            client
                .act(&created.id, token, &step.event)
                .await
                .map_err(|e| format!("{}: {}: {e}", file.display(), step.line))?;
            mirror
                .apply(step.event.clone())
                .map_err(|e| cat.action_error(&e))?;
        }
        let director = created
            .tokens
            .get("director")
            .ok_or_else(|| "director".to_owned())?;
        let log = client.log(&created.id, director).await?;
        Table::replay(
            log.board,
            log.config,
            log.events.into_iter().map(|e| e.event),
        )
        .map_err(|e| {
            cat.message(
                "remote-bad-reply",
                &[("reason", e.error.to_string().into())],
            )
        })
    })?;
    crate::table_output(
        cat,
        &table,
        json,
        false,
        None,
        &tenace_claims::default_solver(),
    )
}

/// `tenace remote view`: a role's view of a table on a server.
pub fn view(
    cat: &Catalog,
    url: &str,
    id: &str,
    role: Role,
    token: Option<String>,
    json: bool,
) -> Result<String, String> {
    let token = token.or_else(|| std::env::var("TENACE_TOKEN").ok().filter(|t| !t.is_empty()));
    if role != Role::Spectator && token.is_none() {
        return Err(cat.message("remote-needs-token", &[("role", role.to_string().into())]));
    }
    let token = if role == Role::Spectator { None } else { token };
    let rt = runtime(cat)?;
    let value = rt.block_on(Client::new(cat, url).view(id, token.as_deref()))?;
    let frame_role = value["view"]["role"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    if frame_role != role.to_string() {
        return Err(cat.message(
            "remote-wrong-role",
            &[
                ("asked", role.to_string().into()),
                ("got", frame_role.into()),
            ],
        ));
    }
    if json {
        return crate::to_json(&value);
    }
    let seq = value["seq"].as_u64().unwrap_or(0);
    let mut out = cat.message(
        "remote-view-head",
        &[
            ("id", id.to_owned().into()),
            ("role", role.to_string().into()),
            ("seq", seq.to_string().into()),
        ],
    );
    out.push('\n');
    out.push_str(&crate::view_text::view_text(cat, &value["view"]));
    Ok(out)
}
