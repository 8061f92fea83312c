package dev.dossier.filesummary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.knuddels.jtokkit.api.EncodingType;
import dev.dossier.assembly.Level;
import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.TokenCounter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * File summaries of real files: this repository's Java sources, Go, Python, JavaScript and TypeScript files
 * copied into {@code src/test/resources/filesummary} (provenance in its README), and the CSS/SCSS files of the
 * stylelint data set at {@code ../shared/data/sop-stylelint/files} (relative to the repository root, the working
 * directory of Maven tests; that test is skipped when the data set is absent, as in {@code StylelintIT}).
 * Token counts are o200k.
 */
class FileSummarizerTest {

    private static final FileSummarizer SUMMARIZER = new FileSummarizer();
    private static final TokenCounter O200K = new JtokkitCounter(EncodingType.O200K_BASE);
    private static final Path RESOURCES = Path.of("src", "test", "resources", "filesummary");
    private static final List<String> FIGURES = new ArrayList<>();

    private static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Summarizes a real file; the figures record its tokens at each level (speed is not measured in tests). */
    private static FileSummary summarize(Path file) {
        byte[] content = bytes(file);
        String path = file.toString().replace('\\', '/');
        FileSummary s = SUMMARIZER.summarize(path, content);
        if (s.outlined()) {
            FIGURES.add(String.format(Locale.ROOT, "%-60s file %6d  detailed %5d  summary %5d  stub %3d tokens",
                    file.getFileName(), O200K.count(new String(content, StandardCharsets.UTF_8)), O200K.count(s.detailed()),
                    O200K.count(s.summary()), O200K.count(s.stub())));
        }
        return s;
    }

    @AfterAll
    static void printFigures() {
        System.out.println("File summaries (o200k tokens; time of a warm summarize call):");
        FIGURES.forEach(f -> System.out.println("  " + f));
    }

    /** Common invariants of an outlined summary of a real file. */
    private static void assertOutlined(FileSummary s, String language, byte[] content) {
        assertThat(s.language()).isEqualTo(language);
        assertThat(s.levels()).containsExactly(Level.DETAILED, Level.SUMMARY, Level.STUB);
        assertThat(s.sizeBytes()).isEqualTo(content.length);
        assertThat(s.detailed()).startsWith(s.path() + " (" + language + ", ");
        int file = O200K.count(new String(content, StandardCharsets.UTF_8));
        int detailed = O200K.count(s.detailed());
        int summary = O200K.count(s.summary());
        assertThat(detailed).as("detailed tokens vs file tokens %d", file).isLessThan(file * (language.equals("java") ? 1 : 2) / 3);
        assertThat(summary).as("summary tokens vs detailed").isLessThan(detailed);
        assertThat(O200K.count(s.stub())).as("stub tokens").isLessThanOrEqualTo(100);
        assertThat(s.text(Level.STUB)).contains(s.stub());
    }

    // ---- Java -------------------------------------------------------------------------------------------

    @Test
    void javaSourceSyncKeepsSignaturesAndDocsAndDropsBodies() {
        Path file = Path.of("src/test/resources/filesummary/java/SourceSync.java");
        FileSummary s = summarize(file);
        assertOutlined(s, "java", bytes(file));
        assertThat(s.detailed())
                .contains("package dev.dossier.source")
                .contains("imports: dev.dossier.error.DossierException, java.io.IOException, java.nio.file.{FileVisitResult, Files, Path, SimpleFileVisitor}")
                .contains("// Brings the graph in line with source directories:")
                .contains("\npublic final class SourceSync\n")
                .contains("\n  private final DocumentStore store\n")
                .contains("\n  public SourceSync(DocumentStore store, MarkdownDocumentReader reader)\n")
                .contains("\n  public synchronized IngestReport sync(List<Path> directories)\n")
                .contains("\n  // Stable document id: the path relative to the source directory, without extension, '/' replaced by '.'.\n"
                        + "  static String idOf(String relativePath)\n")
                .contains("  private static String display(Path file)")
                .doesNotContain("String hash = MarkdownDocumentReader.hash(bytes);")
                .doesNotContain("rejected.add(")
                .doesNotContain("return new IngestReport");
        assertThat(s.summary())
                .contains("imports: 13")
                .contains("public synchronized IngestReport sync(List<Path> directories)")
                .contains("public static Map<Path, String> snapshot(List<Path> directories)")
                .doesNotContain("idOf")
                .doesNotContain("display(")
                .doesNotContain("private final DocumentStore store")
                .doesNotContain("Stable document id");
        assertThat(s.stub()).startsWith("src/test/resources/filesummary/java/SourceSync.java (java, 157 lines, ")
                .contains("| package dev.dossier.source;");
    }

    @Test
    void javaGlobMatcherKeepsTypesConstantsAndNestedMembers() {
        Path file = RESOURCES.resolve("java/GlobMatcher.java");
        FileSummary s = summarize(file);
        assertOutlined(s, "java", bytes(file));
        assertThat(s.detailed())
                .contains("imports: java.util.{ArrayList, LinkedHashSet, List, Objects, Set}, java.util.regex.Pattern")
                .contains("// One compiled glob, matched against file paths relative to the repository root.\npublic final class GlobMatcher")
                .contains("  public static final int MAX_ALTERNATIVES = 1024")
                .contains("  // Compiles a glob.\n  public static GlobMatcher compile(String glob)")
                .contains("  public boolean matches(String path)")
                .contains("  @Override public String toString()")
                .contains("  private enum Kind { SLASH, STAR, QUESTION, LITERAL, CLASS }")
                .contains("  private record Token(Kind kind, String regex, int codePoint)\n    static final Token SLASH")
                .contains("    static Token literal(int codePoint)")
                .contains("// Returns the glob exactly as given to compile(String).")
                .doesNotContain("{@code")
                .doesNotContain("{@link")
                .doesNotContain("new StringBuilder")
                .doesNotContain("return pattern.matcher(");
        assertThat(s.summary())
                .contains("public static GlobMatcher compile(String glob)")
                .doesNotContain("private static String translate")
                .doesNotContain("Compiles a glob.");
    }

    @Test
    void everyJavaSourceOfThisRepositoryIsOutlinedWithoutBodies() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        assertThat(sources).hasSizeGreaterThan(50);
        long fileTokens = 0;
        long detailedTokens = 0;
        for (Path f : sources) {
            FileSummary s = SUMMARIZER.summarize(f.toString(), bytes(f));
            assertThat(s.outlined()).as("%s parses (records, sealed types, text blocks, switch expressions)", f).isTrue();
            assertThat(s.detailed().lines().filter(l -> !l.strip().startsWith("//")))
                    .as("%s: declaration lines without statements", f)
                    .noneMatch(l -> l.contains("return ") || l.contains("throw new ") || l.strip().endsWith(";"));
            fileTokens += O200K.count(Files.readString(f));
            detailedTokens += O200K.count(s.detailed());
        }
        assertThat(detailedTokens).as("detailed tokens of all sources vs their file tokens %d", fileTokens).isLessThan(fileTokens / 3);
    }

    // ---- Go ---------------------------------------------------------------------------------------------

    @Test
    void goScannerKeepsMethodsUnderTheirReceiverTypeAndDocSentences() {
        Path file = RESOURCES.resolve("go/scan.go");
        FileSummary s = summarize(file);
        assertOutlined(s, "go", bytes(file));
        assertThat(s.detailed())
                .contains("\npackage bufio\nimports: bytes, errors, io, unicode/utf8\n")
                .contains("// Scanner provides a convenient interface for reading data such as a file of newline-delimited lines of text.\n"
                        + "type Scanner struct\n")
                .contains("  // The reader provided by the client.\n  r io.Reader\n")
                .contains("  // Scan advances the Scanner to the next token, which will then be available through the Bytes or Text method.\n"
                        + "  func (s *Scanner) Scan() bool\n")
                .contains("  func (s *Scanner) Buffer(buf []byte, max int)")
                .contains("type SplitFunc func(data []byte, atEOF bool) (advance int, token []byte, err error)")
                .contains("var ErrTooLong = errors.New(\"bufio.Scanner: token too long\")")
                .contains("const MaxScanTokenSize = 64 * 1024")
                .contains("// NewScanner returns a new Scanner to read from r.\nfunc NewScanner(r io.Reader) *Scanner")
                .contains("func ScanWords(data []byte, atEOF bool) (advance int, token []byte, err error)")
                .doesNotContain("if atEOF && len(data) == 0")
                .doesNotContain("s.scanCalled = true")
                .doesNotContain("Copyright");
        assertThat(s.summary())
                .contains("func (s *Scanner) Scan() bool")
                .doesNotContain("func (s *Scanner) advance(n int) bool")
                .doesNotContain("maxTokenSize int")
                .doesNotContain("func isSpace(r rune) bool")
                .doesNotContain("Scan advances the Scanner");
    }

    @Test
    void goListHasPackageDocAndExportedSurface() {
        Path file = RESOURCES.resolve("go/list.go");
        FileSummary s = summarize(file);
        assertOutlined(s, "go", bytes(file));
        assertThat(s.detailed())
                .contains("package list\n// Package list implements a doubly linked list.\n")
                .contains("type List struct\n  // sentinel list element, only &root, root.prev, and root.next are used\n  root Element\n")
                .contains("  func (l *List) insert(e, at *Element) *Element")
                .contains("  // PushBack inserts a new element e with value v at the back of list l and returns e.\n"
                        + "  func (l *List) PushBack(v any) *Element\n")
                .contains("func New() *List")
                .doesNotContain("l.len++")
                .doesNotContain("return new(List).Init()");
        assertThat(s.summary())
                .contains("type Element struct\n  Value any\n")
                .contains("  func (l *List) MoveToFront(e *Element)")
                .doesNotContain("lazyInit")
                .doesNotContain("root Element");
    }

    // ---- Python -----------------------------------------------------------------------------------------

    @Test
    void pythonTextwrapKeepsClassesDefsDocstringsAndDropsBodies() {
        Path file = RESOURCES.resolve("python/textwrap.py");
        FileSummary s = summarize(file);
        assertOutlined(s, "python", bytes(file));
        assertThat(s.detailed())
                .contains("\nmodule textwrap\n# Text wrapping and filling.\nimports: re\n")
                .contains("# Object for wrapping/filling text.\nclass TextWrapper\n")
                .contains("  def __init__(self, width=70, initial_indent=\"\", subsequent_indent=\"\", expand_tabs=True,")
                .contains("  def _split(self, text)")
                .contains("  def wrap(self, text)")
                .contains("# Wrap a single paragraph of text, returning a list of wrapped lines.\ndef wrap(text, width=70, **kwargs)")
                .contains("# Remove any common leading whitespace from every line in `text`.\ndef dedent(text)")
                .contains("def indent(text, prefix, predicate=None)")
                .doesNotContain("chunks.reverse()")
                .doesNotContain("return w.fill(text)")
                .doesNotContain("def predicate(line)"); // nested in indent(): a body
        assertThat(s.summary())
                .contains("  def wrap(self, text)")
                .doesNotContain("_split")
                .doesNotContain("Wrap a single paragraph");
    }

    @Test
    void pythonTimeoutsJoinsMultiLineParametersAndKeepsDecoratorsAndAsync() {
        Path file = RESOURCES.resolve("python/timeouts.py");
        FileSummary s = summarize(file);
        assertOutlined(s, "python", bytes(file));
        assertThat(s.detailed())
                .contains("imports: enum, types.TracebackType, typing.{final, Optional, Type}, .{events, exceptions, tasks}")
                .contains("class _State(enum.Enum)\n  CREATED = \"created\"\n")
                .contains("\n@final class Timeout\n  def __init__(self, when: Optional[float]) -> None\n")
                .contains("  async def __aenter__(self) -> \"Timeout\"\n")
                .contains("  async def __aexit__(self, exc_type: Optional[Type[BaseException]], exc_val: Optional[BaseException], "
                        + "exc_tb: Optional[TracebackType]) -> Optional[bool]\n")
                .contains("# Timeout async context manager.\ndef timeout(delay: Optional[float]) -> Timeout")
                .doesNotContain("self._state = _State.CREATED")
                .doesNotContain("assert ");
        assertThat(s.summary())
                .contains("@final class Timeout")
                .contains("def timeout_at(when: Optional[float]) -> Timeout")
                .doesNotContain("_State")
                .doesNotContain("_on_timeout");
    }

    // ---- JavaScript and TypeScript ----------------------------------------------------------------------

    @Test
    void javascriptEventSourceKeepsClassMembersAccessorsAndJsDoc() {
        Path file = RESOURCES.resolve("javascript/eventsource.js");
        FileSummary s = summarize(file);
        assertOutlined(s, "javascript", bytes(file));
        assertThat(s.detailed())
                .contains("imports: node:stream {pipeline}, ../fetch {fetching},")
                .contains("// The connection has not yet been established, or it was closed and the user agent is reconnecting.\nconst CONNECTING = 0\n")
                .contains("// The EventSource interface is used to receive server-sent events.\nclass EventSource extends EventTarget\n")
                .contains("  #events = …\n")
                .contains("  // Creates a new EventSource object.\n  constructor (url, eventSourceInitDict = {})\n")
                .contains("  get readyState ()\n")
                .contains("  #connect ()\n  async #reconnect ()\n")
                .contains("  set onerror (fn)\n")
                .contains("module.exports\n  EventSource\n  defaultReconnectionTime\n")
                .doesNotContain("this.#readyState = CLOSED")
                .doesNotContain("webidl.util.markAsUncloneable(this)")
                .doesNotContain("@param");
        assertThat(s.summary())
                .contains("class EventSource extends EventTarget\n  constructor (url, eventSourceInitDict = {})\n")
                .contains("  close ()")
                .doesNotContain("#connect")
                .doesNotContain("#url")
                .doesNotContain("CONNECTING = 0");
    }

    @Test
    void javascriptTimersListsTheExportedObjectMemberByMember() {
        Path file = RESOURCES.resolve("javascript/timers.js");
        FileSummary s = summarize(file);
        assertOutlined(s, "javascript", bytes(file));
        assertThat(s.detailed())
                .contains("const RESOLUTION_MS = 1e3")
                .contains("const TICK_MS = (RESOLUTION_MS >> 1) - 1")
                .contains("// The onTick function processes the fastTimers array.\nfunction onTick ()\n")
                .contains("class FastTimer\n  [kFastTimer] = true\n")
                .contains("  constructor (callback, delay, arg)\n")
                .contains("module.exports\n  // The setTimeout() method sets a timer which executes a function once the timer expires.\n"
                        + "  setTimeout (callback, delay, arg)\n")
                .contains("  // Trigger the onTick function to process the fastTimers array.\n  tick (delay = 0)\n")
                .doesNotContain("fastNow += delay")
                .doesNotContain("onTick()");
        assertThat(s.summary())
                .contains("module.exports\n  setTimeout (callback, delay, arg)\n")
                .doesNotContain("function onTick")
                .doesNotContain("class FastTimer");
    }

    @Test
    void typescriptQueryCacheKeepsInterfacesTypeAliasesAndGenericMethods() {
        Path file = RESOURCES.resolve("typescript/queryCache.ts");
        FileSummary s = summarize(file);
        assertOutlined(s, "typescript", bytes(file));
        assertThat(s.detailed())
                .contains("imports: ./utils {hashQueryKeyByOptions, matchQuery, QueryFilters}, ./query {Query, Action, QueryState},")
                .contains("interface QueryCacheConfig\n  onError?: (error: DefaultError, query: Query<unknown, unknown, unknown>) => void\n")
                .contains("interface NotifyEventQueryAdded extends NotifyEvent\n  type: 'added'\n")
                .contains("export type QueryCacheNotifyEvent = | NotifyEventQueryAdded | NotifyEventQueryRemoved")
                .contains("type QueryCacheListener = (event: QueryCacheNotifyEvent) => void")
                .contains("export interface QueryStore\n  has: (queryHash: string) => boolean\n")
                .contains("export class QueryCache extends Subscribable<QueryCacheListener>\n  #queries: QueryStore\n"
                        + "  constructor(public config: QueryCacheConfig = {})\n")
                .contains("  build<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(client: QueryClient,")
                .contains("  remove(query: Query<any, any, any, any>): void\n")
                .contains("  findAll(filters: QueryFilters = {}): Array<Query>\n")
                .doesNotContain("this.#queries.set(query.queryHash, query)")
                .doesNotContain("notifyManager.batch(");
        assertThat(s.summary())
                .contains("export class QueryCache extends Subscribable<QueryCacheListener>")
                .contains("  onOnline(): void")
                .doesNotContain("NotifyEventQueryAdded extends")
                .doesNotContain("#queries");
    }

    @Test
    void typescriptRetryerKeepsExportedFunctionsAndClasses() {
        Path file = RESOURCES.resolve("typescript/retryer.ts");
        FileSummary s = summarize(file);
        assertOutlined(s, "typescript", bytes(file));
        assertThat(s.detailed())
                .contains("interface RetryerConfig<TData = unknown, TError = DefaultError>\n  fn: () => TData | Promise<TData>\n")
                .contains("export type RetryValue<TError> = boolean | number | ShouldRetryFunction<TError>")
                .contains("function defaultRetryDelay(failureCount: number)")
                .contains("export class CancelledError extends Error\n  revert?: boolean\n  silent?: boolean\n  constructor(options?: CancelOptions)\n")
                .contains("export function isCancelledError(value: any): value is CancelledError")
                .contains("export function createRetryer<TData = unknown, TError = DefaultError>(config: RetryerConfig<TData, TError>): Retryer<TData>")
                .doesNotContain("Math.min(1000 * 2 ** failureCount, 30000)")
                .doesNotContain("new Promise");
        assertThat(s.summary()).contains("export function canFetch(networkMode: NetworkMode | undefined): boolean")
                .doesNotContain("defaultRetryDelay");
    }

    // ---- constructs the real files above do not show ------------------------------------------------

    private static String outline(String path, String source, Level level) {
        FileSummary s = SUMMARIZER.summarize(path, source.getBytes(StandardCharsets.UTF_8));
        assertThat(s.outlined()).as(path).isTrue();
        return s.text(level).orElseThrow();
    }

    @Test
    void typescriptEnumsArrowConstantsDecoratorsOverloadsNamespacesAndAmbientModules() {
        String source = """
                import Default, { named as alias, type T } from "pkg";
                import * as ns from '@scope/lib/sub';
                import './side-effect';

                /** Colours we know. */
                export const enum Colour { Red = 'r', Green = "g", Blue }

                /** Adds two numbers. Ignores the rest. */
                export const add = (a: number, b: number): number => a + b;

                export const greet = async <T,>(name: T): Promise<string> => {
                  const s = `hello ${name} {`;
                  return s;
                };

                export default class Widget<T extends { id: string }> extends Base implements Shape {
                  @Input() label: string = 'x';
                  private secret = 1;
                  static readonly MAX = 10;
                  /** Renders it. */
                  render(target: HTMLElement): void {
                    const re = /[{}]/g;
                    if (re.test('}')) { return; }
                  }
                  protected abstract area(): number;
                  get size(): number { return 1 }
                  handle = (e: Event) => { console.log(e) }
                }

                export function overload(a: string): string;
                export function overload(a: number): number;
                export function overload(a: any): any {
                  return a;
                }

                export namespace Geometry {
                  export interface Point { x: number; y: number }
                  export function dist(p: Point, q: Point): number { return 0 }
                  function hidden() {}
                }

                declare module 'express' {
                  interface Request { user?: string }
                }

                export abstract class Shape2 {
                  abstract area(): number
                }

                type Fn = (x: number) => { y: number }
                export { Fn, Widget as W };
                """;
        assertThat(outline("web/sample.ts", source, Level.DETAILED))
                .contains("imports: pkg {Default, named, T}, @scope/lib/sub {* as ns}, ./side-effect\n")
                .contains("// Colours we know.\nexport const enum Colour { Red, Green, Blue }\n")
                .contains("// Adds two numbers.\nexport const add = (a: number, b: number): number =>\n")
                .contains("export const greet = async <T>(name: T): Promise<string> =>\n")
                .contains("export default class Widget<T extends { id: string }> extends Base implements Shape\n"
                        + "  @Input() label: string = 'x'\n  private secret = 1\n  static readonly MAX = 10\n"
                        + "  // Renders it.\n  render(target: HTMLElement): void\n  protected abstract area(): number\n"
                        + "  get size(): number\n  handle = (e: Event) =>\n")
                .contains("export function overload(a: string): string\nexport function overload(a: number): number\n")
                .contains("export namespace Geometry\n  export interface Point\n    x: number\n    y: number\n"
                        + "  export function dist(p: Point, q: Point): number\n  function hidden()\n")
                .contains("declare module 'express'\n  interface Request\n    user?: string\n")
                .contains("type Fn = (x: number) => { y: number }")
                .doesNotContain("hello")
                .doesNotContain("console.log")
                .doesNotContain("return a;");
        assertThat(outline("web/sample.ts", source, Level.SUMMARY))
                .contains("type Fn = (x: number) => { y: number }") // exported by the closing export list
                .doesNotContain("secret")
                .doesNotContain("hidden");
    }

    @Test
    void goGenericsStructTagsEmbeddedFieldsTypeGroupsAndMultiLineSignatures() {
        String source = """
                // Package sample shows things.
                package sample

                import (
                    "fmt"
                    str "strings"
                )

                import "os"

                // Pair holds two values.
                type Pair[K comparable, V any] struct {
                    Key   K `json:"key"` // the key
                    Value V `json:"value,omitempty"`
                    inner struct {
                        a int
                    }
                    *os.File
                    fmt.Stringer
                }

                // Reader reads.
                type Reader interface {
                    // Read reads p.
                    Read(p []byte) (n int, err error)
                    fmt.Stringer
                    ~int | ~string
                }

                type (
                    // ID is an id.
                    ID int64
                    handler func(s string) error
                )

                // Map maps.
                func Map[T, U any](xs []T, f func(T) U) []U {
                    out := make([]U, 0, len(xs)) // {
                    for _, x := range xs {
                        out = append(out, f(x))
                    }
                    return out
                }

                // String formats the pair.
                func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v}", p.Key, p.Value) }

                func (p *Pair[K, V]) set(v V) { p.Value = v }

                func WithInterface(x interface{}) interface{} {
                    return x
                }

                func multi(
                    a int,
                    b string,
                ) (int,
                    error) {
                    return 0, nil
                }

                const (
                    A = iota
                    B
                    c = "x"
                )
                """;
        assertThat(outline("pkg/sample.go", source, Level.DETAILED))
                .contains("package sample\n// Package sample shows things.\nimports: fmt, strings, os\n")
                .contains("type Pair[K comparable, V any] struct\n  // the key\n  Key K `json:\"key\"`\n")
                .contains("  inner struct { a int }\n  *os.File\n  fmt.Stringer\n")
                .contains("  // String formats the pair.\n  func (p Pair[K, V]) String() string\n  func (p *Pair[K, V]) set(v V)\n")
                .contains("type Reader interface\n  // Read reads p.\n  Read(p []byte) (n int, err error)\n  fmt.Stringer\n  ~int | ~string\n")
                .contains("// ID is an id.\ntype ID int64\ntype handler func(s string) error\n")
                .contains("func Map[T, U any](xs []T, f func(T) U) []U\n")
                .contains("func WithInterface(x interface{}) interface{}\n")
                .contains("func multi(a int, b string) (int, error)\n")
                .contains("const A = iota\nconst B\nconst c = \"x\"")
                .doesNotContain("make(")
                .doesNotContain("Sprintf");
        assertThat(outline("pkg/sample.go", source, Level.SUMMARY))
                .contains("  Key K `json:\"key\"`")
                .doesNotContain("inner")
                .doesNotContain("set(v V)")
                .doesNotContain("handler");
    }

    @Test
    void pythonDecoratorsNestedClassesConditionalDefinitionsAndStringsThatLookLikeCode() {
        String source = """
                #!/usr/bin/env python3
                \"""Sample module. It has things.\"""
                from __future__ import annotations
                import os, sys as system
                from typing import (
                    Any,  # comment
                    Dict,
                )
                from . import sibling

                MAX_SIZE: int = 10
                _private = 1
                logger = make_logger(
                    "x")

                @dataclass(frozen=True)
                class Point:
                    '''A point.'''
                    x: int
                    y: int = 0
                    label = "p{"  # brace in string

                    @property
                    def norm(self) -> float:
                        \"""Length of it, e.g. the norm. More text.\"""
                        def helper():
                            pass
                        return 0.0

                    class Inner:
                        def deep(self): ...

                    if TYPE_CHECKING:
                        def typed(self) -> Dict[str, Any]: ...

                async def fetch(url: str,
                                *,
                                timeout: float = 1.0,  # seconds
                                ) -> bytes:
                    r\"""Fetch the URL.

                    Longer text.
                    \"""
                    s = \"""
                def not_a_function():
                    pass
                \"""
                    return b""

                def one_liner(x): return x

                try:
                    import json
                except ImportError:
                    def loads(s): return None
                """;
        assertThat(outline("lib/sample.py", source, Level.DETAILED))
                .contains("module sample\n# Sample module.\nimports: __future__.annotations, os, sys, typing.{Any, Dict}, .sibling, json\n")
                .contains("MAX_SIZE: int = 10\nlogger = …\n")
                .contains("# A point.\n@dataclass(frozen=True) class Point\n  x: int\n  y: int = 0\n  label = \"p{\"\n")
                .contains("  # Length of it, e.g. the norm.\n  @property def norm(self) -> float\n")
                .contains("  class Inner\n    def deep(self)\n  def typed(self) -> Dict[str, Any]\n")
                .contains("# Fetch the URL.\nasync def fetch(url: str, *, timeout: float = 1.0) -> bytes\n")
                .contains("def one_liner(x)\ndef loads(s)")
                .doesNotContain("_private")
                .doesNotContain("helper")
                .doesNotContain("not_a_function")
                .doesNotContain("seconds");
    }

    // ---- fallbacks --------------------------------------------------------------------------------------

    @Test
    void cssAndScssOfTheStylelintDataSetGetStubsWithinOneHundredTokens() throws IOException {
        Path files = Path.of("..", "shared", "data", "sop-stylelint", "files");
        Assumptions.assumeTrue(Files.isDirectory(files), "stylelint data set not found at " + files.toAbsolutePath().normalize()
                + " (shared data outside the repository)");
        List<Path> styles;
        try (Stream<Path> walk = Files.walk(files)) {
            styles = walk.filter(f -> f.toString().endsWith(".css") || f.toString().endsWith(".scss")).sorted().toList();
        }
        assertThat(styles).hasSize(224);
        int max = 0;
        for (Path f : styles) {
            String path = files.relativize(f).toString().replace('\\', '/');
            byte[] content = bytes(f);
            FileSummary s = SUMMARIZER.summarize(path, content);
            String ext = path.substring(path.lastIndexOf('.') + 1);
            assertThat(s.language()).isEqualTo(ext);
            assertThat(s.levels()).containsExactly(Level.STUB);
            assertThat(s.text(Level.DETAILED)).isEmpty();
            assertThat(s.text(Level.SUMMARY)).isEmpty();
            assertThat(s.stub()).startsWith(path + " (" + ext + ", " + s.lines() + " lines, " + content.length + " bytes)");
            String firstLine = Files.readAllLines(f).stream().filter(l -> !l.isBlank()).findFirst().orElseThrow().stripTrailing();
            assertThat(s.stub()).as(path).contains("\n| " + Text.clip(firstLine.replace('\t', ' '), 12).replace("…", ""));
            max = Math.max(max, O200K.count(s.stub()));
        }
        assertThat(max).as("largest stub in tokens").isLessThanOrEqualTo(100);
    }

    @Test
    void emptyBinaryAndNonUtf8ContentGetStubsOnly() {
        FileSummary empty = SUMMARIZER.summarize("docs/empty.txt", new byte[0]);
        assertThat(empty.levels()).containsExactly(Level.STUB);
        assertThat(empty.stub()).isEqualTo("docs/empty.txt (text, 0 lines, 0 bytes)\n(empty)");

        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
        FileSummary binary = SUMMARIZER.summarize("img/logo.png", png);
        assertThat(binary.language()).isEqualTo("binary");
        assertThat(binary.levels()).containsExactly(Level.STUB);
        assertThat(binary.stub()).isEqualTo("img/logo.png (binary, 16 bytes)");

        byte[] latin1 = "class Caf\u00e9 { }\n".getBytes(StandardCharsets.ISO_8859_1);
        FileSummary notUtf8 = SUMMARIZER.summarize("src/Cafe.java", latin1);
        assertThat(notUtf8.language()).isEqualTo("java");
        assertThat(notUtf8.levels()).containsExactly(Level.STUB);
        assertThat(notUtf8.stub()).isEqualTo("src/Cafe.java (java, 15 bytes, not UTF-8 text)");
    }

    @Test
    void brokenJavaFallsBackToTheStub() {
        byte[] whole = bytes(RESOURCES.resolve("java/GlobMatcher.java"));
        String text = new String(whole, StandardCharsets.UTF_8);
        byte[] truncated = text.substring(0, text.indexOf("public boolean matches(String path)") + 20).getBytes(StandardCharsets.UTF_8);
        FileSummary s = SUMMARIZER.summarize("src/main/java/dev/dossier/glob/GlobMatcher.java", truncated);
        assertThat(s.language()).isEqualTo("java");
        assertThat(s.outlined()).isFalse();
        assertThat(s.levels()).containsExactly(Level.STUB);
        assertThat(s.stub()).contains("; not parsed)").contains("\n| package dev.dossier.glob;");
        assertThat(O200K.count(s.stub())).isLessThanOrEqualTo(100);
    }

    @Test
    void javaNewerThanTheParserLevelIsStillOutlined() {
        String java22 = "package p;\n\n/** Counts things. */\npublic class Counter {\n"
                + "    /** Number of {@code items}. */\n    public static int count(List<String> items) {\n"
                + "        int n = 0;\n        for (var _ : items) {\n            n++;\n        }\n        return n;\n    }\n}\n";
        FileSummary s = SUMMARIZER.summarize("p/Counter.java", java22.getBytes(StandardCharsets.UTF_8));
        assertThat(s.outlined()).isTrue();
        assertThat(s.detailed()).endsWith("// Counts things.\npublic class Counter\n  // Number of items.\n  public static int count(List<String> items)\n");
    }

    @Test
    void minifiedJavaScriptStaysBounded() {
        Path file = RESOURCES.resolve("javascript/jquery.min.js");
        byte[] jquery = bytes(file);
        FileSummary s = summarize(file);
        assertThat(s.outlined()).isTrue();
        assertThat(s.lines()).isEqualTo(2);
        assertThat(O200K.count(s.detailed())).isLessThan(200);
        assertThat(s.stub().lines()).allMatch(l -> l.length() <= 130);

        // one line of 2 MB: jQuery twenty times over, then 5,000 real-looking top-level functions
        String line = new String(jquery, StandardCharsets.UTF_8).replace('\n', ';').repeat(20)
                + ";function f(a,b){return a+b}".repeat(5000);
        FileSummary huge = SUMMARIZER.summarize("dist/app.min.js", line.getBytes(StandardCharsets.UTF_8));
        List<String> detailed = huge.detailed().lines().toList();
        assertThat(detailed.size()).isLessThanOrEqualTo(OutlineRenderer.MAX_DETAILED_LINES + 1);
        assertThat(detailed.get(detailed.size() - 1)).matches("… \\d+ more declarations");
        assertThat(detailed).allMatch(l -> l.length() <= OutlineRenderer.MAX_LINE);
        assertThat(huge.summary().lines().count()).isLessThanOrEqualTo(OutlineRenderer.MAX_SUMMARY_LINES + 1);
        assertThat(O200K.count(huge.stub())).isLessThanOrEqualTo(100);
    }

    @ParameterizedTest
    @ValueSource(strings = {"go/scan.go", "go/list.go", "python/textwrap.py", "python/timeouts.py", "javascript/eventsource.js",
            "javascript/timers.js", "typescript/queryCache.ts", "typescript/retryer.ts"})
    void truncatedFilesAreStillOutlinedDeterministically(String name) {
        byte[] content = bytes(RESOURCES.resolve(name));
        for (int cut = 0; cut <= 20; cut++) {
            int length = content.length * cut / 20;
            byte[] part = java.util.Arrays.copyOf(content, length);
            assertThatCode(() -> SUMMARIZER.summarize(name, part)).as("%s cut at %d bytes", name, length).doesNotThrowAnyException();
            FileSummary first = SUMMARIZER.summarize(name, part);
            assertThat(SUMMARIZER.summarize(name, part)).isEqualTo(first);
            if (!first.stub().contains("not UTF-8")) { // a cut inside a multi-byte character
                assertThat(first.outlined()).as("%s cut at %d bytes is outlined", name, length).isTrue();
            }
            assertThat(O200K.count(first.stub())).isLessThanOrEqualTo(100);
        }
    }

    @Test
    void longPathsAreClippedAtTheStartAndTheStubStaysWithinOneHundredTokens() {
        String path = "深い/".repeat(150) + "SourceSync.java";
        FileSummary s = SUMMARIZER.summarize(path, bytes(Path.of("src/test/resources/filesummary/java/SourceSync.java")));
        assertThat(s.path()).isEqualTo(path);
        assertThat(s.stub()).startsWith("…").contains("/SourceSync.java (java, 157 lines, ");
        assertThat(s.detailed()).startsWith("…");
        assertThat(O200K.count(s.stub())).isLessThanOrEqualTo(100);
    }

    @Test
    void languageFollowsTheExtension() {
        assertThat(SUMMARIZER.summarize("a/b/Main.java", "class Main {}".getBytes(StandardCharsets.UTF_8)).language()).isEqualTo("java");
        assertThat(SUMMARIZER.summarize("web/app.tsx", "export const x = 1".getBytes(StandardCharsets.UTF_8)).language()).isEqualTo("typescript");
        assertThat(SUMMARIZER.summarize("web/app.mjs", "export const x = 1".getBytes(StandardCharsets.UTF_8)).language()).isEqualTo("javascript");
        assertThat(SUMMARIZER.summarize("Makefile", "all:\n\ttrue\n".getBytes(StandardCharsets.UTF_8)).language()).isEqualTo("text");
        assertThat(SUMMARIZER.summarize("site.scss", "a { }\n".getBytes(StandardCharsets.UTF_8)).language()).isEqualTo("scss");
    }
}
