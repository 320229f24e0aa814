import StrutCore

/// The alignment-rect insets of SF Symbols in image views, read off public storyboards.
///
/// A `UIImageView` showing a system symbol takes the symbol image's `alignmentRectInsets`
/// as its own, in points and at the image's configuration — they do not grow or shrink with
/// the view. Constraints hold the alignment rect; the frame is that rect moved by the
/// insets, so a 35 x 35 image view of `arrow.left` is stored with a frame 29.33 high, 3
/// points below the rectangle its constraints hold, and a 20 x 25 one of `chevron.right`
/// is stored 3.67 points shorter, like the 20 x 20 one.
///
/// Apple publishes no table of these insets, and they depend on the symbol, so each entry
/// is what Xcode stored for an image view of that symbol at the default configuration (no
/// `preferredSymbolConfiguration`), as `EdgeInsets` in Strut's sense: how far the frame
/// reaches beyond the alignment rect (negative where it stops short of it). The documents
/// were drawn at @3x (@2x for `plus`' second reading and `sun.max`), so each value is
/// known to a third (a half) of a point. Sources, in `Notes/UIKitControls.md`:
/// Care4Seniors (github.com/8156967166/Care4Seniors at 3fe492b), Fertilizer-Calc-App
/// (github.com/AlbertoGiambone/Fertilizer-Calc-App at 668a1f9), weatherappmanas
/// (github.com/2manas1/weatherappmanas at ab64ea7), MealOrder (github.com/Dogukaim/MealOrder),
/// Agrinoble (github.com/AgrinobleAGN/Agrinoble-Mobile-App-iOS), fyle
/// (github.com/DeeptanshuPal/fyle), StoreSearch (github.com/DimaRyndya/StoreSearch) and
/// FirebaseAlpha (github.com/arvydasklimavicius/FirebaseAlpha), OG-Chat
/// (github.com/Omgandhi18/OG-Chat), tmdb-client (github.com/Outofscope/tmdb-client),
/// Weather-App (github.com/Debashish-hub/Weather-App), cortland
/// (github.com/grantbrooksgoodman/cortland), DoctorPoint-App
/// (github.com/MinaMoharebNaguib-code/DoctorPoint-App), four copies of Apple's Habits
/// exercise (YukiT1990/HabitsApp, giljetomo/Habits-Social-Network, tatsuyamoriguchi/Habits,
/// reshetnikd/Habits), six projects of a bootcamp's exercises (ji-yeon224/SeSAC,
/// yujinnee/Sesac, hwangyeri/SeSAC, ddudios/SeSAC, parkinghun/SeSAC-iOS, luboolu/SeSAC_IOS),
/// azadehsaleh/Malls-Seeker, BdriahTalaat/Chat-app, LoujainAlshammari/chatApp,
/// Skylar327016/Cinema, MaelRB/Mail, trendyoliOSBootcamp/reminder-app-aytugsevgi,
/// Gwan-Son/Swift_ToyProject, LuciaHeredia/TriviaApp, camosss/SeSAC, two of the
/// tuwaiq-tabuk-ios bootcamp's projects (RGarage, MobStore), finleykim/MiniProjects,
/// mechanicdong/forOneCycle, leoasimon/Pomodoro, sainkr/Sudoku, MohammedHamiid/Store,
/// brendoncrowe/Podcasts, kadirmeert/Marvel, Marcus1068/Inventory, ashjang/LordBible,
/// RahulSohaliya1/Facebook, JeampierCM/Snapchat, bmalone1x/Minimalist-Study-Timer-App,
/// 91ap/WeatherChecker, D-David-IOS/Reciplease, 8secz-johndpope/Swift-TikTok,
/// TannuKaushk/ReelsPlayer, sinbadbd/TikTok, gali981101/tik-tok-storyboard,
/// nicovma/iOSExampleApp, dimabershadskiy/wiliot-sampleapp-ios, Edgar242/MyApp,
/// FNLucero/musicPlayer, JayDwivedi/ListViewControlleriOS, three Clima projects
/// (AndreaRotunno/clima, DanMood/Clima, GirishbabuGuthula/Clima), AuronaL/Tip-Calculator-
/// and rangaiOS/TikTok; the commits are in `Fidelity/corpus.tsv`.
public enum SymbolMetrics {
  /// The insets of a system symbol at the default configuration, if Strut knows them, on a
  /// display of `scale` (nil: the @3x reading, as most of the table's are).
  public static func alignmentInsets(of symbol: String, scale: Double? = nil) -> EdgeInsets? {
    if isInCircle(symbol) { return scale == 2 ? circleAt2x : circleAt3x }
    if scale == 2, let reading = at2x[symbol] { return reading }
    return table[symbol]
  }

  /// Every symbol Strut has metrics for, sorted (for help and completion); with them, any
  /// symbol in the standard circle (`isInCircle`).
  public static var names: [String] {
    Set(table.keys).union(at2x.keys).union(["circle", "circle.fill"]).sorted()
  }

  /// Whether Strut has metrics for the symbol at some scale: a symbol read only at @2x
  /// (`at2x`) has its insets on a @2x screen and none (its frame taken as its alignment
  /// rect) on another.
  public static func hasMetrics(for symbol: String) -> Bool {
    isInCircle(symbol) || table[symbol] != nil || at2x[symbol] != nil
  }

  /// `circle`, `circle.fill`, and a glyph in the standard circle: `info.circle`,
  /// `checkmark.circle.fill` and the like (SF Symbols' `.circle` and `.circle.fill`
  /// variants, drawn in the same circle as `circle` itself).
  public static func isInCircle(_ symbol: String) -> Bool {
    symbol == "circle" || symbol == "circle.fill" || symbol.hasSuffix(".circle")
      || symbol.hasSuffix(".circle.fill")
  }

  /// The circle's insets, whose edges land on the display's pixels: at @3x the frame starts
  /// 1 below the alignment rect and ends a third above it — `circle` (Care4Seniors, 25 x
  /// 25, an iPhone 8 Plus), `circle.fill` (MealOrder, two sizes, an iPhone 14 Pro),
  /// `person.circle.fill` (ctdewaters/Music-Memories, 150 x 150, an iPhone 11 Pro Max) —
  /// and at @2x half a point in at both — `info.circle`, `coloncurrencysign.circle` and
  /// `.circle.fill` (ValeriD/SwiftCryptoApp, 78 x 78 and 96 x 78, an iPhone 11),
  /// `arrow.left.circle`, `calendar.circle.fill` and `magnifyingglass.circle.fill`
  /// (xredlinex/FireNews, 30 x 30 and 40 x 30, an iPhone 11), `checkmark.circle` and
  /// `multiply.circle` (PhuocThienTran/QuickNet, 150 x 150, an iPhone 8).
  static let circleAt3x = EdgeInsets(top: -1, left: 0, bottom: -1.0 / 3, right: 0)
  static let circleAt2x = EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0)

  /// The @2x readings: of symbols read only at @2x (no insets on another screen), and of
  /// those whose @3x reading, in the table, falls on other pixels.
  private static let at2x: [String: EdgeInsets] = [
    // 80 x 80 in MinaMoharebNaguib-code/DoctorPoint-App and 124 x 124 in two copies of
    // Apple's Habits exercise (YukiT1990/HabitsApp, giljetomo/Habits-Social-Network):
    // 1.5 below and 1.5 above.
    "person.fill": EdgeInsets(top: -1.5, left: 0, bottom: -1.5, right: 0),
    // 150 x 150 in JeampierCM/Snapchat (Xcode 11.3, an iPhone 11, fresh-117, read after its
    // unseen measure): 1 below, 1.5 above.
    "person.crop.square": EdgeInsets(top: -1, left: 0, bottom: -1.5, right: 0),
    // 80 x 80 and 70 x 70 in bmalone1x/Minimalist-Study-Timer-App (Xcode 13.4, an iPhone 11,
    // fresh-121, read after its unseen measure): `forward` 2 below and 2.5 above, `play`
    // 1.5 below and 2 above; no @3x reading of either.
    "forward": EdgeInsets(top: -2, left: 0, bottom: -2.5, right: 0),
    "play": EdgeInsets(top: -1.5, left: 0, bottom: -2, right: 0),
    // The filled glyph reads as the outline: 50, 70 and 150 high in 8secz-johndpope/
    // Swift-TikTok (Xcode 12), TannuKaushk/ReelsPlayer (Xcode 15) and sinbadbd/TikTok
    // (fresh-123, read after its unseen measure).
    "play.fill": EdgeInsets(top: -1.5, left: 0, bottom: -2, right: 0),
    // 16 and 20 high in the same Swift-TikTok and sinbadbd/TikTok and in gali981101/
    // tik-tok-storyboard (Xcode 16.3, an iPhone SE): 0.5 below, 0.5 above.
    "music.note": EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0),
    // 15 x 15 in two cells of D-David-IOS/Reciplease (Xcode 13, an iPhone 11, fresh-122,
    // read after its unseen measure): the frame reaches 1 above the rectangle and ends at
    // its bottom, 16 high — a glyph taller than the symbols' box.
    "hand.thumbsup": EdgeInsets(top: 1, left: 0, bottom: 0, right: 0),
    // 16 x 16 in MaelRB/Mail (Xcode 12, an iPhone 11) and 26 x 26 in
    // trendyoliOSBootcamp/reminder-app-aytugsevgi (Xcode 12, an iPhone 11): 0.5 below and
    // 1 above in both; no @3x reading.
    "flag.fill": EdgeInsets(top: -0.5, left: 0, bottom: -1, right: 0),
    // The outline is the same box: trendyoliOSBootcamp's two 20 x 20 `flag`s (@2x), 0.5
    // below and 1 above. (An outline and its filled glyph read alike wherever both were
    // read: `heart`, `location`, `creditcard`, `cart`, `clock`, `checkmark.square`.)
    "flag": EdgeInsets(top: -0.5, left: 0, bottom: -1, right: 0),
    // 40 x 40 in Gwan-Son/Swift_ToyProject (Xcode 14) and 35 x 37.5 in
    // LuciaHeredia/TriviaApp (Xcode 13, fresh-100, read after its unseen measure), both
    // filled: 1.5 below, 1 above; AgrinobleAGN's 20 x 20 outline (Xcode 12) alike.
    "heart": EdgeInsets(top: -1.5, left: 0, bottom: -1, right: 0),
    "heart.fill": EdgeInsets(top: -1.5, left: 0, bottom: -1, right: 0),
    // 25 x 25 outlines in tuwaiq-tabuk-ios's RGarage project (two views) and a 35 x 35
    // filled one in camosss/SeSAC: 1 below, 0.5 above.
    "location": EdgeInsets(top: -1, left: 0, bottom: -0.5, right: 0),
    "location.fill": EdgeInsets(top: -1, left: 0, bottom: -0.5, right: 0),
    // A 48-point outline in tuwaiq-tabuk-ios's MobStore project and 40-point filled ones in
    // finleykim/MiniProjects and mechanicdong/forOneCycle: 1.5 below, 2 above.
    "creditcard": EdgeInsets(top: -1.5, left: 0, bottom: -2, right: 0),
    "creditcard.fill": EdgeInsets(top: -1.5, left: 0, bottom: -2, right: 0),
    // leoasimon/Pomodoro's image views of three and four sizes (laptop 42 to 132 high, cup
    // 42 to 65.5): 2 below and 2 above; 0.5 below and 1 above.
    "laptopcomputer": EdgeInsets(top: -2, left: 0, bottom: -2, right: 0),
    "cup.and.saucer": EdgeInsets(top: -0.5, left: 0, bottom: -1, right: 0),
    // A 60-point one in sainkr/Sudoku (Xcode 13) and 35 x 35 ones in MohammedHamiid/Store
    // (Xcode 11, fresh-101, read after its unseen measure): the frame starts 1 above its
    // rectangle and ends 1 above, the same height.
    "arrow.counterclockwise": EdgeInsets(top: 1, left: 0, bottom: -1, right: 0),
    // nicovma/iOSExampleApp (toolsVersion 20037, an iPhone 11, fresh-135, read after its
    // unseen measure): nine `exclamationmark.shield.fill`s of five sizes, 20 to 70 square,
    // all 0.5 below and 0.5 above; a 30 x 30 `phone`, 0.5 below and 1 above; a 52 x 52
    // `flag.slash.fill` starting 1 above its rectangle and ending 1 above, the same height.
    "exclamationmark.shield.fill": EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0),
    "phone": EdgeInsets(top: -0.5, left: 0, bottom: -1, right: 0),
    "flag.slash.fill": EdgeInsets(top: 1, left: 0, bottom: -1, right: 0),
    // A 150 x 100 `music.note.list` in Edgar242/MyApp (Xcode 12.4, fresh-138): 0.5 below
    // and 0.5 above, as `music.note`; a 250 x 120 `brain.head.profile` in FNLucero/musicPlayer
    // (Xcode 13.1, fresh-138) reaching 2 above and 2 below, 124 high. Each read after its
    // set's unseen measure, on an iPhone 11.
    "music.note.list": EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0),
    "brain.head.profile": EdgeInsets(top: 2, left: 0, bottom: 2, right: 0),
    // 120 x 120 in three Clima projects of fresh-122 (AndreaRotunno, DanMood,
    // GirishbabuGuthula; Xcode 14, an iPhone 11), read by `Fidelity/symbols.py`: each
    // stored 1 above its rectangle and 0.5 below it, 121.5 high (their scenes fail for
    // the course's spacer view, so no scene count changes).
    "cloud.rain": EdgeInsets(top: 1, left: 0, bottom: 0.5, right: 0),
    // Read by the same survey where the reading alone makes a scene reproduce (or, for the
    // filled thumb, makes its two cells exact), at @2x: AuronaL/Tip-Calculator- (an iPhone
    // 11, fresh-120) stores a 21-point `checkmark.seal.fill` 1 above its rectangle and 0.5
    // below; 8secz-johndpope/Swift-TikTok (an iPhone 8, fresh-123) a 15 x 15
    // `arrowtriangle.down.fill` 2 in at both ends; D-David-IOS/Reciplease (an iPhone 11,
    // fresh-122) two 35-point `hand.thumbsup.fill`s starting 0.5 above and ending 0.5 above.
    "checkmark.seal.fill": EdgeInsets(top: 1, left: 0, bottom: 0.5, right: 0),
    "arrowtriangle.down.fill": EdgeInsets(top: -2, left: 0, bottom: -2, right: 0),
    "hand.thumbsup.fill": EdgeInsets(top: 0.5, left: 0, bottom: -0.5, right: 0),
  ]

  private static let table: [String: EdgeInsets] = [
    // 35 x 35 alignment rects, frames at y 3, 29.33 high (13 scenes of Care4Seniors).
    "arrow.left": EdgeInsets(top: -3, left: 0, bottom: -8.0 / 3, right: 0),
    // 20 x 20 (frame y + 2, 16.33 high) and 20 x 25 (21.33 high) in Care4Seniors.
    "chevron.right": EdgeInsets(top: -2, left: 0, bottom: -5.0 / 3, right: 0),
    // 20 x 25 in RahulSohaliya1/Facebook (@3x, Xcode 14.3, fresh-116): frame y + 7.67, 10
    // high. A flat glyph: its image is far shorter than the box its alignment rect keeps.
    "ellipsis": EdgeInsets(top: -23.0 / 3, left: 0, bottom: -22.0 / 3, right: 0),
    // 30 x 30 in two Care4Seniors xibs: frame y + 1.67, 27 high.
    "delete.backward": EdgeInsets(top: -5.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    // 25 x 29 in Fertilizer-Calc-App (frame y + 2.5, 24.67 high) and 25 x 35 in
    // Care4Seniors (y + 2.33, 30.67 high): 4.33 shorter in both; the split is their mean.
    "plus": EdgeInsets(top: -29.0 / 12, left: 0, bottom: -23.0 / 12, right: 0),
    // 18 x 18 and 15 x 15 in AgrinobleAGN/Agrinoble-Mobile-App-iOS (two cells): 0.5 in at
    // the top and at the bottom. The filled clock is the same box: Skylar327016/Cinema's
    // 16 x 16 (@2x, fresh-58, read after its unseen measure) is stored 0.5 in at both.
    "clock": EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0),
    "clock.fill": EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0),
    // 20 x 20 and 30 x 30 in Care4Seniors: the frame starts 0.33 above, 0.33 shorter.
    "star.fill": EdgeInsets(top: 1.0 / 3, left: 0, bottom: -2.0 / 3, right: 0),
    // 120 x 120 in weatherappmanas: the frame starts 0.5 above, 120.5 high.
    "sun.max": EdgeInsets(top: 0.5, left: 0, bottom: 0, right: 0),
    // 26 x 26 and 27 x 30 in DeeptanshuPal/fyle (Xcode 15): the frame starts 2 below and
    // ends 1 above (@2x readings in `at2x`). The filled heart is the same box, as it is at
    // @2x.
    "heart": EdgeInsets(top: -2, left: 0, bottom: -1, right: 0),
    "heart.fill": EdgeInsets(top: -2, left: 0, bottom: -1, right: 0),
    // 22 x 26 in fyle: 1.67 below, 1.33 above; DimaRyndya/StoreSearch's 60 x 60 (Xcode 14),
    // at the thin weight (so not read through this table), 1.33 below and 1.33 above. The
    // top is their mean.
    "square": EdgeInsets(top: -1.5, left: 0, bottom: -4.0 / 3, right: 0),
    // 240 x 225.5 and 270 x 270 in arvydasklimavicius/FirebaseAlpha (Xcode 11): the frame
    // starts 0.5 above and ends 1.5 above.
    "square.and.pencil": EdgeInsets(top: 0.5, left: 0, bottom: -1.5, right: 0),
    // @2x readings: 25 x 30 in Omgandhi18/OG-Chat (Xcode 16) and 374 x 561 in
    // Outofscope/tmdb-client: the frame starts 1 below and ends 1.5 above.
    "photo": EdgeInsets(top: -1, left: 0, bottom: -1.5, right: 0),
    // @2x readings: 150 and 100 high in Debashish-hub/Weather-App: 1.5 below, 3 above.
    "cloud.fill": EdgeInsets(top: -1.5, left: 0, bottom: -3, right: 0),
    // 50 x 50 in grantbrooksgoodman/cortland (@3x): 1 below, a third above; Agrinoble's 20 x
    // 20 (@2x) starts 1 below too and ends on its pixel.
    "timer": EdgeInsets(top: -1, left: 0, bottom: -1.0 / 3, right: 0),
    // 170 x 170 in BdriahTalaat/Chat-app (@3x, Xcode 14): 1.67 below, 1 above; 48 x 51.5 in
    // LoujainAlshammari/chatApp (@2x, Xcode 13: 1.5 below, 1 above, the same on its pixels);
    // alexcho617/SeSAC's 75 x 75 (@3x) within a sixth. Read after fresh-52's unseen measure.
    "person": EdgeInsets(top: -5.0 / 3, left: 0, bottom: -1, right: 0),
    // 118 x 118 and 112.67 x 112.67 in two copies of Apple's Habits exercise at @3x
    // (tatsuyamoriguchi/Habits, reshetnikd/Habits): 2 below, 1.33 above; @2x in `at2x`.
    "person.fill": EdgeInsets(top: -2, left: 0, bottom: -4.0 / 3, right: 0),
    // 38 x 38 in ji-yeon224/SeSAC and 44 x 44 in yujinnee/Sesac (fresh-44, @3x): 1.67 below
    // and 1.33 above; ji-yeon224's 41 x 41 within a sixth of that. The filled square is the
    // same box (hwangyeri/SeSAC's 32 x 32 within a sixth too).
    "checkmark.square": EdgeInsets(top: -5.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    "checkmark.square.fill": EdgeInsets(top: -5.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    // 24 x 24 in ddudios/SeSAC and 40 x 40 in parkinghun/SeSAC-iOS (fresh-44, @3x): 1 below
    // and 0.67 above.
    "magnifyingglass": EdgeInsets(top: -1, left: 0, bottom: -2.0 / 3, right: 0),
    // A 40 x 40 button's background in 91ap/WeatherChecker (Xcode 15.3, an iPhone 16 Pro,
    // fresh-122, read after its unseen measure): 1 below and 0.67 above, within a pixel of
    // the @2x reading (`at2x`).
    "location.fill": EdgeInsets(top: -1, left: 0, bottom: -2.0 / 3, right: 0),
    // @2x readings: alignment rects 27.5 high in azadehsaleh/Malls-Seeker (`cart.fill`) and
    // 138 high in luboolu/SeSAC_IOS (`cart`, fresh-45): frames 1.5 below their tops, ending on
    // their bottoms; the outline and the filled cart are the same box.
    "cart": EdgeInsets(top: -1.5, left: 0, bottom: 0, right: 0),
    "cart.fill": EdgeInsets(top: -1.5, left: 0, bottom: 0, right: 0),
    // A 361 x 340.8 `exclamationmark.triangle.fill` in brendoncrowe/Podcasts (@3x, Xcode 14,
    // fresh-103, read after its unseen measure) is stored 1.33 below its rectangle's top and
    // 1 above its bottom; a 276 x 291 one in kadirmeert/Marvel (@2x, Xcode 13) 1 below and 1
    // above. One box gives both on their pixels only if it starts between 1.17 and 1.25
    // below and ends between 0.97 and 1.25 above: 1.2 and 1.1. The outline is the same box.
    "exclamationmark.triangle": EdgeInsets(top: -1.2, left: 0, bottom: -1.1, right: 0),
    "exclamationmark.triangle.fill": EdgeInsets(top: -1.2, left: 0, bottom: -1.1, right: 0),
    // A 353 x 200 `book` in Gwan-Son/Swift_ToyProject (@3x, Xcode 15) is stored 1.33 below
    // its rectangle's top and 1.33 above its bottom, a 36 x 36 one in Marcus1068/Inventory
    // (@2x, Xcode 11) 1.5 and 1.5, which is the same box on its pixels. ashjang/LordBible's
    // 50-point filled book (@3x; one storyboard, copied into its Pods folder) reads within a
    // third of it (1.67 and 1.33).
    "book": EdgeInsets(top: -4.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    "book.fill": EdgeInsets(top: -4.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    // Two 100 x 100 image views in dimabershadskiy/wiliot-sampleapp-ios (@3x, Xcode 14.3,
    // fresh-136, read after its unseen measure), both stored at y 47 with constraints that
    // put their rectangles 0.67 lower and 1.33 higher: the slashed antenna's frame reaches
    // 0.67 above its rectangle and ends 1.33 above its bottom; the cloud's starts 1.33
    // below and ends 2.33 above.
    "antenna.radiowaves.left.and.right.slash": EdgeInsets(
      top: 2.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    "xmark.icloud": EdgeInsets(top: -4.0 / 3, left: 0, bottom: -7.0 / 3, right: 0),
    // A 358 x 220 `music.note.tv` in JayDwivedi/ListViewControlleriOS (Xcode 14.0, an
    // iPhone 12, fresh-133, read after its unseen measure): 1.33 below its rectangle's top
    // and 0.33 above its bottom.
    "music.note.tv": EdgeInsets(top: -4.0 / 3, left: 0, bottom: -1.0 / 3, right: 0),
    // rangaiOS/TikTok's cell (an iPhone 12, fresh-123), which these two readings
    // make reproduce (found by `Fidelity/symbols.py`): a 40-point `arrowshape.turn.up.right`
    // 1.67 below its rectangle's top and 1.33 above its bottom, a 40-point `message` 0.33 in
    // at both ends.
    "arrowshape.turn.up.right": EdgeInsets(top: -5.0 / 3, left: 0, bottom: -4.0 / 3, right: 0),
    "message": EdgeInsets(top: -1.0 / 3, left: 0, bottom: -1.0 / 3, right: 0),
  ]
}
